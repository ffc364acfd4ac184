#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit
import os

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
/// call to the delegate the app had set before (see `UITextFieldHost+UITextFieldDelegate.swift`
/// and the attachment below). The field keeps the host alive through an associated
/// object and the host keeps its binding alive, so a binding lives as long as its field.
/// Unbinding gives the field its delegate back.
@MainActor
public final class UITextFieldHost: NSObject, TextInputHost, TextInputKeyboardHost {
    /// The field this host speaks for; nil once the field is gone.
    public private(set) weak var textField: UITextField?

    /// The delegate the app had set on the field. It is read by `responds(to:)` and
    /// `forwardingTarget(for:)`, which UIKit calls on the main thread but which NSObject declares
    /// nonisolated; it is written only on the main actor.
    nonisolated(unsafe) weak var appDelegate: (any UITextFieldDelegate)?

    /// Sequences a rewrite the binding makes during UIKit's question, the caret UIKit may move
    /// after the answer, and clearing the undo stack (see `TextInputRewriteSequencer`).
    let sequencer = TextInputRewriteSequencer { work in DispatchQueue.main.async { work() } }

    /// Which delegate the host remembers as the app's and gives back (see
    /// the attachment below).
    var takeover = TextInputDelegateTakeover()

    /// The actions the host adds to the field's events while attached (see
    /// the attachment below): closures, so no selector names a method here.
    lazy var eventActions: [(UIControl.Event, UIAction)] = [
        (.editingChanged, UIAction { [weak self] _ in self?.textFieldEditingChanged() }),
        (.editingDidBegin, UIAction { [weak self] _ in self?.textFieldEditingDidBegin() }),
    ]

    /// The return key the host last gave the field, so that a key the app set itself is kept.
    var appliedReturnKey: UIReturnKeyType?

    /// The binding, once one is attached. Setting nil (which `TextInputBinding.unbind()` does)
    /// detaches the host from the field and gives the field its previous delegate back.
    public var hostDelegate: (any TextInputHostDelegate)? {
        didSet { hostDelegate == nil ? detach() : attach() }
    }

    /// The binding as plugins see it, once one is attached.
    var binding: (any TextInputBindingType)? {
        hostDelegate as? any TextInputBindingType
    }

    init(textField: UITextField) {
        self.textField = textField
        super.init()
    }

    // MARK: - TextInputHost

    /// The field's text; an empty string when UIKit reports none.
    public var text: String {
        textField?.text ?? ""
    }

    /// The selection in UTF-16 offsets (what `UITextInput` offsets count). A field without a
    /// selection (not editing) reports a caret at the end of its text: its positions, measured
    /// from `beginningOfDocument`, are not to be relied on then (as in `select(_:in:)`).
    public var selectedUTF16Range: NSRange {
        guard let textField, textField.isFirstResponder, let range = textField.selectedTextRange else {
            return NSRange(location: text.utf16.count, length: 0)
        }
        return utf16Range(of: range, in: textField)
    }

    /// The text an input method is composing, in UTF-16 offsets, or nil (always, while the field
    /// is not editing).
    public var markedUTF16Range: NSRange? {
        guard let textField, textField.isFirstResponder, let range = textField.markedTextRange else { return nil }
        return utf16Range(of: range, in: textField)
    }

    /// Whether the field is in edit mode.
    public var isEditing: Bool {
        textField?.isEditing ?? false
    }

    /// Whether the app set a `textContentType` (or the format's traits did), which lets
    /// QuickType offer AutoFill: the binding then lets in the space QuickType asks about before
    /// it inserts its value.
    public var expectsAutoFill: Bool {
        textField?.textContentType != nil
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
    package var keyboardType: TextInputKeyboardType {
        TextInputKeyboardType(textField?.keyboardType ?? .default)
    }

    /// Writes a rewrite the app asked for (see ``setText(_:selectedUTF16Range:answeringUserEdit:)``).
    public func setText(_ text: String, selectedUTF16Range: NSRange) {
        setText(text, selectedUTF16Range: selectedUTF16Range, answeringUserEdit: false)
    }

    /// Writes a rewrite the binding made: text, then selection. For a rewrite that answers the
    /// user's edit, the notifications UIKit would have sent had the user typed it follow
    /// (InputMask #12); UIKit sends none for text set by code, and neither does the host.
    ///
    /// A rewrite leaves UIKit's undo stack describing text that no longer exists (InputMask #84):
    /// the stack is cleared, after UIKit has finished the edit it asked about when the rewrite
    /// answers that question, at once otherwise.
    public func setText(_ text: String, selectedUTF16Range: NSRange, answeringUserEdit: Bool) {
        guard let textField else { return }
        sequencer.applyingRewrite {
            if textField.markedTextRange != nil {
                textField.unmarkText()
            }
            textField.text = text
            sequencer.didWriteUnstyledText()
            styleProvisionalText()
            sequencer.didRewrite(self, text: text, selection: selectedUTF16Range, changingText: true)
            select(selectedUTF16Range, in: textField)
            if answeringUserEdit {
                textField.sendActions(for: .editingChanged)
                NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: textField)
            }
        }
    }

    /// Moves the selection, without telling the binding (it asked for it).
    public func setSelectedUTF16Range(_ range: NSRange) {
        guard let textField else { return }
        sequencer.applyingRewrite {
            styleProvisionalText()
            select(range, in: textField)
            sequencer.didRewrite(self, text: text, selection: range, changingText: false)
        }
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

    /// Tells the binding something through `report`, then styles an inline suggestion the
    /// binding's plugins may have accepted or dropped meanwhile.
    package func tellBinding(_ report: (any TextInputHostDelegate) -> Void) {
        guard let hostDelegate else { return }
        report(hostDelegate)
        styleProvisionalText()
    }

    // MARK: - Forwarding what the host does not implement (AnyFormatKit #8, IQKeyboardManager #626)

    /// Answers yes for the delegate methods the app's delegate implements, so that UIKit calls
    /// them; `forwardingTarget(for:)` then hands them over.
    ///
    /// Which selectors are the host's, denied or forwarded is Core's decision
    /// (`TextInputAppDelegateSharing.responds(to:hostImplements:denying:appDelegateImplements:)`).
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        TextInputAppDelegateSharing.responds(
            to: aSelector.map(NSStringFromSelector) ?? "",
            hostImplements: super.responds(to: aSelector)
        ) { appDelegate?.responds(to: aSelector) ?? false }
    }

    /// Sends the messages the host does not implement to the app's delegate.
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        TextInputAppDelegateSharing.forwardingTarget(app: appDelegate) { $0.responds(to: aSelector) } ?? super.forwardingTarget(for: aSelector)
    }

    // MARK: - UIKit plumbing

    func utf16Range(of range: UITextRange, in textField: UITextField) -> NSRange {
        let start = textField.offset(from: textField.beginningOfDocument, to: range.start)
        return NSRange(location: start, length: textField.offset(from: range.start, to: range.end))
    }

    func select(_ range: NSRange, in textField: UITextField) {
        // A field that is not editing has no selection, and its positions are not to be relied on.
        guard textField.isFirstResponder,
              let start = textField.position(from: textField.beginningOfDocument, offset: range.location),
              let end = textField.position(from: start, offset: range.length)
        else { return }
        textField.selectedTextRange = textField.textRange(from: start, to: end)
    }

    /// The editing field has an undo manager of its own, which UIKit clears anyway when it
    /// resigns first responder, so clearing it loses only this field's history. A field that is
    /// not editing would hand out its window's undo manager instead, which is left alone.
    package func clearUndoStack() {
        guard let textField, textField.isFirstResponder else { return }
        textField.undoManager?.removeAllActions()
    }
}

extension UITextFieldHost: TextInputAskingHost {}

/// An inline completion's suggestion (Core's `provisionalRange`) is drawn in the placeholder's
/// lighter colour after the caret. It is styled with attributed text, not marked text, which
/// would make UIKit treat it as a composition and stop the binding from formatting.
extension UITextFieldHost {
    /// Styles the field's text for the binding's provisional range when it changed since the
    /// text was last styled: the range lighter, the rest as the field draws it.
    func styleProvisionalText() {
        guard let textField else { return }
        let text = self.text
        let range = binding?.provisionalRange.map { text.utf16Range(of: $0) }
        sequencer.restyle(self, provisionalRange: range) {
            let selection = selectedUTF16Range
            let styled = NSMutableAttributedString(string: text, attributes: textField.defaultTextAttributes)
            range.map { styled.addAttribute(.foregroundColor, value: UIColor.placeholderText, range: $0) }
            textField.attributedText = styled
            select(selection, in: textField)
        }
    }
}


/// How a host takes a field over and gives it back: its delegate, its targets, the associated
/// object that keeps the host alive, and the app's delegate every call is forwarded to.
extension UITextFieldHost {
    /// The host already attached to `textField`, or a new one.
    static func host(for textField: UITextField) -> UITextFieldHost {
        existingHost(for: textField) ?? UITextFieldHost(textField: textField)
    }

    /// The host attached to `textField`, if a binding is.
    static func existingHost(for textField: UITextField) -> UITextFieldHost? {
        objc_getAssociatedObject(textField, &associatedHostKey) as? UITextFieldHost
    }

    func attach() {
        guard let textField, let handover = takeover.attach(delegates(of: textField), host: self) else { return }
        hand(handover, to: textField)
        for (event, action) in eventActions {
            textField.addAction(action, for: event)
        }
        objc_setAssociatedObject(textField, &associatedHostKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    func detach() {
        guard let handover = takeover.detach(textField.map(delegates(of:)), host: self), let textField else { return }
        hand(handover, to: textField)
        for (event, action) in eventActions {
            textField.removeAction(action, for: event)
        }
        objc_setAssociatedObject(textField, &associatedHostKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// `.editingChanged`: UIKit applied an edit, or an input method changed its marked text.
    func textFieldEditingChanged() {
        sequencer.unlessApplyingRewrite {
            adoptReplacedDelegate()
            tellBinding { $0.hostDidChangeText(self) }
        }
    }

    /// `.editingDidBegin` comes from the control, whatever its delegate: the one place to notice
    /// that the app set `textField.delegate` after binding, which would silently turn formatting
    /// off. The new delegate becomes the app's delegate and the host takes its place again; the
    /// begin the host missed is told to the binding.
    func textFieldEditingDidBegin() {
        guard adoptReplacedDelegate() else { return }
        tellBinding { $0.hostDidBeginEditing(self) }
    }

    /// Takes the field's delegate back when the app replaced it. Answers whether it had to.
    ///
    /// The new delegate becomes the app's, exactly as one set before binding would have; the
    /// calls UIKit made to it meanwhile did not reach the binding, so the app hears of it once in
    /// the log, unless `warns` is false (a delegate set where the package asks for settings, as
    /// `FormattedTextField`'s `configure`).
    @discardableResult
    package func adoptReplacedDelegate(warns: Bool = true) -> Bool {
        guard let textField, let handover = takeover.adopting(delegates(of: textField), host: self) else { return false }
        if warns {
            Logger(subsystem: "TextInputKit", category: "UITextFieldHost").warning(
                "textField.delegate was set after binding a format; the binding adopted it as the app's delegate. Set it before bind(to:)."
            )
        }
        hand(handover, to: textField)
        return true
    }

    /// The app's delegate and the field's, which Core's `TextInputDelegateTakeover` decides about.
    private func delegates(of textField: UITextField) -> TextInputDelegateTakeover.Delegates<any UITextFieldDelegate> {
        TextInputDelegateTakeover.Delegates(app: appDelegate, field: textField.delegate)
    }

    /// Writes the delegates Core decided on: the app's first, so that the host forwards to it from
    /// the moment it is the field's delegate.
    private func hand(_ delegates: TextInputDelegateTakeover.Delegates<any UITextFieldDelegate>, to textField: UITextField) {
        appDelegate = delegates.app
        textField.delegate = delegates.field
    }
}
#endif
