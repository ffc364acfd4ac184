#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

/// The key under which a text field keeps its host alive (`objc_setAssociatedObject`).
@MainActor private var associatedHostKey: UInt8 = 0

/// A `UITextField` seen as a ``TextInputCore/TextInputHost``: the seam a
/// ``TextInputCore/TextInputBinding`` drives. You rarely touch it; `format.bind(to: textField)`
/// creates it.
///
/// ```swift
/// let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: textField)
/// let host = binding.host as? UITextFieldHost   // host?.textField === textField
/// ```
///
/// While a binding is attached, the host is the field's `delegate` and forwards every delegate
/// call to the delegate the app had set before (see `UITextFieldHost+UITextFieldDelegate.swift`).
/// The field keeps the host alive through an associated object and the host keeps its binding
/// alive, so a binding lives as long as its field. Unbinding gives the field its delegate back.
@MainActor
public final class UITextFieldHost: NSObject, TextInputHost {
    /// The field this host speaks for; nil once the field is gone.
    public private(set) weak var textField: UITextField?

    /// The delegate the app had set on the field. It is read by `responds(to:)` and
    /// `forwardingTarget(for:)`, which UIKit calls on the main thread but which NSObject declares
    /// nonisolated; it is written only on the main actor.
    nonisolated(unsafe) weak var appDelegate: (any UITextFieldDelegate)?

    /// True while the host changes the field itself: UIKit's callbacks about that change are not
    /// news to the binding, which made it.
    var isApplyingRewrite = false

    /// True while the binding is asked about an edit, so that a rewrite it makes meanwhile can be
    /// recognised once UIKit gets the answer.
    private var isAskingDelegate = false
    private var rewriteDuringQuestion: (text: String, selection: NSRange)?
    private var isAttached = false

    /// The binding, once one is attached. Setting nil (which `TextInputBinding.unbind()` does)
    /// detaches the host from the field and gives the field its previous delegate back.
    public var hostDelegate: (any TextInputHostDelegate)? {
        didSet { hostDelegate == nil ? detach() : attach() }
    }

    private init(textField: UITextField) {
        self.textField = textField
        super.init()
    }

    /// The host already attached to `textField`, or a new one.
    static func host(for textField: UITextField) -> UITextFieldHost {
        if let existing = objc_getAssociatedObject(textField, &associatedHostKey) as? UITextFieldHost {
            return existing
        }
        return UITextFieldHost(textField: textField)
    }

    // MARK: - TextInputHost

    /// The field's text; an empty string when UIKit reports none.
    public var text: String {
        textField?.text ?? ""
    }

    /// The selection in UTF-16 offsets (what `UITextInput` offsets count). A field without a
    /// selection (not editing) reports a caret at the end of its text.
    public var selectedUTF16Range: NSRange {
        guard let textField, let range = textField.selectedTextRange else {
            return NSRange(location: text.utf16.count, length: 0)
        }
        return utf16Range(of: range, in: textField)
    }

    /// The text an input method is composing, in UTF-16 offsets, or nil.
    public var markedUTF16Range: NSRange? {
        guard let textField, let range = textField.markedTextRange else { return nil }
        return utf16Range(of: range, in: textField)
    }

    /// Whether the field is in edit mode.
    public var isEditing: Bool {
        textField?.isEditing ?? false
    }

    /// Whether the field can take the focus: enabled and visible. (A delegate that refuses to
    /// begin editing is asked by UIKit itself when the navigator gives the field the focus.)
    public var canBeginEditing: Bool {
        guard let textField else { return false }
        return textField.isEnabled && !textField.isHidden
    }

    /// The field's placeholder, which form navigation and the keyboard bar show as its title.
    public var placeholder: String? {
        textField?.placeholder
    }

    /// The field's keyboard, which the keyboard bar picks its dismiss title by.
    public var keyboardType: TextInputKeyboardType {
        TextInputKeyboardType(textField?.keyboardType ?? .default)
    }

    /// Whether the app set a `textContentType`, which lets QuickType offer AutoFill: the binding
    /// then lets in the space QuickType asks about before it inserts its value.
    public var expectsAutoFill: Bool {
        textField?.textContentType != nil
    }

    /// Writes a rewrite the binding made: text, then selection, then the notifications UIKit
    /// would have sent had the user typed it (InputMask #12).
    public func setText(_ text: String, selectedUTF16Range: NSRange) {
        guard let textField else { return }
        let wasApplyingRewrite = isApplyingRewrite   // rewrites can nest through app callbacks
        isApplyingRewrite = true
        defer { isApplyingRewrite = wasApplyingRewrite }
        if textField.markedTextRange != nil {
            textField.unmarkText()
        }
        textField.text = text
        clearUndoStack(of: textField)
        select(selectedUTF16Range, in: textField)
        noteRewrite(text: text, selection: selectedUTF16Range)
        textField.sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: textField)
    }

    /// Moves the selection, without telling the binding (it asked for it).
    public func setSelectedUTF16Range(_ range: NSRange) {
        guard let textField else { return }
        let wasApplyingRewrite = isApplyingRewrite   // rewrites can nest through app callbacks
        isApplyingRewrite = true
        defer { isApplyingRewrite = wasApplyingRewrite }
        select(range, in: textField)
        noteRewrite(text: text, selection: range)
    }

    /// Asks the field to become first responder.
    public func beginEditing() {
        _ = textField?.becomeFirstResponder()
    }

    /// Asks the field to resign first responder.
    public func endEditing() {
        _ = textField?.resignFirstResponder()
    }

    // MARK: - Asking the binding

    /// Asks the binding about an edit UIKit proposes and returns its answer for UIKit.
    func ask(_ question: (any TextInputHostDelegate) -> Bool) -> Bool {
        guard let hostDelegate else { return true }
        isAskingDelegate = true
        rewriteDuringQuestion = nil
        let answer = question(hostDelegate)
        isAskingDelegate = false
        if !answer {
            settleAfterUIKit(rewrite: rewriteDuringQuestion)
        }
        rewriteDuringQuestion = nil
        return answer
    }

    private func noteRewrite(text: String, selection: NSRange) {
        if isAskingDelegate {
            rewriteDuringQuestion = (text, selection)
        }
    }

    /// UIKit finishes its own handling of a refused edit after the delegate answers: on paste it
    /// sets the caret (InputMask #32), and it may register the refused edit for undo, which then
    /// crashes (rdar 32508213). One turn of the main queue later both are put right: the undo
    /// stack is cleared, and the caret the binding chose is set again if UIKit moved it.
    private func settleAfterUIKit(rewrite: (text: String, selection: NSRange)?) {
        DispatchQueue.main.async { [weak self] in
            guard let self, let textField = self.textField else { return }
            self.clearUndoStack(of: textField)
            guard let rewrite, self.text == rewrite.text, self.selectedUTF16Range != rewrite.selection else {
                return
            }
            self.setSelectedUTF16Range(rewrite.selection)
            self.hostDelegate?.hostDidChangeSelection(self)
        }
    }

    // MARK: - Forwarding what the host does not implement (AnyFormatKit #8, IQKeyboardManager #626)

    /// Answers yes for the delegate methods the app's delegate implements, so that UIKit calls
    /// them; `forwardingTarget(for:)` then hands them over.
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        if super.responds(to: aSelector) { return true }
        return appDelegate?.responds(to: aSelector) ?? false
    }

    /// Sends the messages the host does not implement to the app's delegate.
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let appDelegate, appDelegate.responds(to: aSelector) {
            return appDelegate
        }
        return super.forwardingTarget(for: aSelector)
    }

    // MARK: - UIKit plumbing

    private func utf16Range(of range: UITextRange, in textField: UITextField) -> NSRange {
        let start = textField.offset(from: textField.beginningOfDocument, to: range.start)
        return NSRange(location: start, length: textField.offset(from: range.start, to: range.end))
    }

    private func select(_ range: NSRange, in textField: UITextField) {
        // A field that is not editing has no selection, and its positions are not to be relied on.
        guard textField.isFirstResponder,
              let start = textField.position(from: textField.beginningOfDocument, offset: range.location),
              let end = textField.position(from: start, offset: range.length)
        else { return }
        textField.selectedTextRange = textField.textRange(from: start, to: end)
    }

    /// A rewrite leaves UIKit's typing undo stack describing text that no longer exists; undoing
    /// then raises "range out of bounds" (InputMask #84, rdar 16570390). The editing field has an
    /// undo manager of its own, which UIKit clears anyway when it resigns first responder, so
    /// clearing it loses only this field's history. A field that is not editing would hand out
    /// its window's undo manager instead, which is left alone.
    private func clearUndoStack(of textField: UITextField) {
        guard textField.isFirstResponder else { return }
        textField.undoManager?.removeAllActions()
    }

    private func attach() {
        guard !isAttached, let textField else { return }
        isAttached = true
        if textField.delegate !== self {
            appDelegate = textField.delegate
        }
        textField.delegate = self
        textField.addTarget(self, action: #selector(textFieldEditingChanged(_:)), for: .editingChanged)
        objc_setAssociatedObject(textField, &associatedHostKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    private func detach() {
        guard isAttached else { return }
        isAttached = false
        guard let textField else { return }
        if textField.delegate === self {
            textField.delegate = appDelegate
        }
        appDelegate = nil
        textField.removeTarget(self, action: #selector(textFieldEditingChanged(_:)), for: .editingChanged)
        objc_setAssociatedObject(textField, &associatedHostKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// `.editingChanged`: UIKit applied an edit, or an input method changed its marked text.
    @objc private func textFieldEditingChanged(_ sender: UITextField) {
        guard !isApplyingRewrite else { return }
        hostDelegate?.hostDidChangeText(self)
    }
}
extension TextInputKeyboardType {
    /// The platform-neutral kind of a UIKit keyboard; the Twitter keyboard and any kind added
    /// later count as the full keyboard.
    init(_ keyboardType: UIKeyboardType) {
        switch keyboardType {
        case .asciiCapable: self = .asciiCapable
        case .numbersAndPunctuation: self = .numbersAndPunctuation
        case .URL: self = .url
        case .numberPad: self = .numberPad
        case .phonePad: self = .phonePad
        case .namePhonePad: self = .namePhonePad
        case .emailAddress: self = .emailAddress
        case .decimalPad: self = .decimalPad
        case .webSearch: self = .webSearch
        case .asciiCapableNumberPad: self = .asciiCapableNumberPad
        default: self = .default
        }
    }
}
#endif
