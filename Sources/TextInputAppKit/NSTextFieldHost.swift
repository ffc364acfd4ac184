#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

/// The key under which a text field keeps its host alive (`objc_setAssociatedObject`).
@MainActor private var associatedHostKey: UInt8 = 0

/// An `NSTextField` seen as a ``TextInputCore/TextInputHost``: the seam a
/// ``TextInputCore/TextInputBinding`` drives. You rarely touch it; `format.bind(to: textField)`
/// creates it.
///
/// ```swift
/// let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: textField)
/// let host = binding.host as? NSTextFieldHost   // host?.textField === textField
/// ```
///
/// AppKit asks about each edit through the field's `formatter`, so while a binding is attached
/// the host installs a small `Formatter` that puts AppKit's question to the binding, and is the
/// field's `delegate` (forwarding every delegate call to the app's previous delegate). Unbinding
/// gives the field back its formatter and delegate.
@MainActor
public final class NSTextFieldHost: NSObject, TextInputHost {
    /// The field this host speaks for; nil once the field is gone.
    public private(set) weak var textField: NSTextField?

    /// The delegate the app had set on the field. Read by the nonisolated `responds(to:)` and
    /// `forwardingTarget(for:)`; written only on the main actor.
    nonisolated(unsafe) weak var appDelegate: (any NSTextFieldDelegate)?

    /// AppKit's formatter questions and the reports around them, decided in Core.
    let session = TextInputPartialStringSession()
    private var takeover = TextInputDelegateTakeover()
    /// Which formatter the field has while bound (the host's `TextInputPartialStringFormatter`,
    /// which the swap keeps) and gets back, decided in Core.
    private var formatterSwap: TextInputFormatterSwap<Formatter>

    /// The binding, once one is attached. Setting nil (which `TextInputBinding.unbind()` does)
    /// detaches the host and gives the field its previous delegate and formatter back.
    public var hostDelegate: (any TextInputHostDelegate)? {
        didSet { hostDelegate == nil ? detach() : attach() }
    }

    private init(textField: NSTextField) {
        self.textField = textField
        let partialStringFormatter = TextInputPartialStringFormatter()
        formatterSwap = TextInputFormatterSwap(own: partialStringFormatter)
        super.init()
        partialStringFormatter.host = self
        session.host = self
    }

    /// The host already attached to `textField`, or a new one.
    static func host(for textField: NSTextField) -> NSTextFieldHost {
        objc_getAssociatedObject(textField, &associatedHostKey) as? NSTextFieldHost ?? NSTextFieldHost(textField: textField)
    }

    // MARK: - TextInputHost

    /// The field's text: the field editor's while editing (reading `stringValue` then would make
    /// AppKit validate the edit in progress).
    public var text: String {
        session.askedText ?? textField.map { $0.currentEditor()?.string ?? $0.stringValue } ?? ""
    }

    /// The field editor's selection in UTF-16 offsets; a caret at the end when not editing.
    public var selectedUTF16Range: NSRange {
        session.askedSelection ?? textField?.currentEditor()?.selectedRange ?? NSRange(location: text.utf16.count, length: 0)
    }

    /// The text an input method is composing in the field editor, or nil.
    public var markedUTF16Range: NSRange? {
        guard let editor = textField?.currentEditor() as? NSTextView, editor.hasMarkedText() else { return nil }
        return editor.markedRange()
    }

    /// Whether the field has a field editor, that is, whether it is being edited.
    public var isEditing: Bool {
        textField?.currentEditor() != nil
    }

    /// Whether the field can take the focus: enabled, editable and visible.
    public var canBeginEditing: Bool {
        guard let textField else { return false }
        return textField.isEnabled && textField.isEditable && !textField.isHidden
    }

    /// The field's placeholder, which form navigation shows as its title.
    public var placeholder: String? {
        textField?.placeholderString
    }

    /// Writes a rewrite the binding made. During AppKit's formatter question it becomes the
    /// formatter's answer; while editing it goes through the field editor as an undoable change
    /// (so undo stays consistent and `controlTextDidChange` is sent); otherwise it sets
    /// `stringValue`.
    public func setText(_ text: String, selectedUTF16Range: NSRange) {
        session.write(text, selection: selectedUTF16Range) {
            guard let textField else { return }
            guard let editor = textField.currentEditor() as? NSTextView else {
                textField.stringValue = text
                return
            }
            if editor.hasMarkedText() {
                editor.unmarkText()
            }
            let whole = NSRange(location: 0, length: editor.string.utf16.count)
            if editor.shouldChangeText(in: whole, replacementString: text) {
                editor.replaceCharacters(in: whole, with: text)
                editor.didChangeText()
            }
            select(selectedUTF16Range, in: editor)
        }
    }

    /// Moves the field editor's selection, without telling the binding (it asked for it).
    public func setSelectedUTF16Range(_ range: NSRange) {
        session.select(range) {
            guard let editor = textField?.currentEditor() else { return }
            select(range, in: editor)
        }
    }

    /// Makes the field its window's first responder.
    public func beginEditing() {
        guard let textField, let window = textField.window else { return }
        _ = window.makeFirstResponder(textField)
    }

    /// Ends editing by making the window its own first responder, if this field is editing.
    public func endEditing() {
        guard isEditing, let window = textField?.window else { return }
        _ = window.makeFirstResponder(nil)
    }

    // MARK: - Forwarding what the host does not implement

    /// Answers yes for the delegate methods the app's delegate implements, so that AppKit calls
    /// them; `forwardingTarget(for:)` then hands them over.
    ///
    /// Which selectors are the host's or forwarded is Core's decision
    /// (`TextInputAppDelegateSharing.responds(to:hostImplements:denying:appDelegateImplements:)`);
    /// AppKit's host denies none.
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        TextInputAppDelegateSharing.responds(
            to: aSelector.map(NSStringFromSelector) ?? "",
            hostImplements: super.responds(to: aSelector),
            denying: []
        ) { appDelegate?.responds(to: aSelector) ?? false }
    }

    /// Sends the messages the host does not implement to the app's delegate.
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        TextInputAppDelegateSharing.forwardingTarget(app: appDelegate) { $0.responds(to: aSelector) } ?? super.forwardingTarget(for: aSelector)
    }

    // MARK: - AppKit plumbing

    private func select(_ range: NSRange, in editor: NSText) {
        // Setting a range past the end raises; a refused change can leave the text shorter.
        guard range.isInside(utf16Length: editor.string.utf16.count) else { return }
        editor.selectedRange = range
    }

    private func attach() {
        guard let textField, let handover = takeover.attach(delegates(of: textField), host: self) else { return }
        hand(handover, to: textField)
        install(formatterSwap.attach(over: textField.formatter, isEditing: textField.currentEditor() != nil), in: textField)
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(fieldEditorSelectionDidChange(_:)),
            name: NSTextView.didChangeSelectionNotification,
            object: nil
        )
        objc_setAssociatedObject(textField, &associatedHostKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Takes the field's delegate back when the app replaced it after binding
    /// (`FormattedTextField`'s `configure` may): the new delegate becomes the app's, as one set
    /// before binding would.
    package func adoptReplacedDelegate() {
        guard let textField, let handover = takeover.adopting(delegates(of: textField), host: self) else { return }
        hand(handover, to: textField)
    }

    /// The app's delegate and the field's, which Core's `TextInputDelegateTakeover` decides about.
    private func delegates(of textField: NSTextField) -> TextInputDelegateTakeover.Delegates<any NSTextFieldDelegate> {
        TextInputDelegateTakeover.Delegates(app: appDelegate, field: textField.delegate)
    }

    /// Writes the delegates Core decided on: the app's first, so that the host forwards to it from
    /// the moment it is the field's delegate.
    private func hand(_ delegates: TextInputDelegateTakeover.Delegates<any NSTextFieldDelegate>, to textField: NSTextField) {
        appDelegate = delegates.app
        textField.delegate = delegates.field
    }

    private func detach() {
        // Removing an observer that is not registered (the host was not attached) does nothing.
        NotificationCenter.default.removeObserver(self, name: NSTextView.didChangeSelectionNotification, object: nil)
        guard let handover = takeover.detach(textField.map(delegates(of:)), host: self), let textField else { return }
        hand(handover, to: textField)
        install(formatterSwap.detach(over: textField.formatter, isEditing: textField.currentEditor() != nil), in: textField)
        objc_setAssociatedObject(textField, &associatedHostKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Installs the formatter Core chose, setting the text the field showed again through it
    /// when Core says so (see `TextInputFormatterSwap`). The shown text is read only then: while
    /// editing, reading `stringValue` would make AppKit validate the edit in progress.
    private func install(_ swap: TextInputFormatterSwap<Formatter>.Swap?, in textField: NSTextField) {
        guard let swap else { return }
        let shownText = swap.keepsShownText ? textField.stringValue : nil
        textField.formatter = swap.formatter
        shownText.map { textField.stringValue = $0 }
    }

    /// The window's field editor is shared by its fields; only its selection changes while it
    /// edits this field matter.
    @objc private func fieldEditorSelectionDidChange(_ notification: Notification) {
        session.didChangeSelection(of: notification.object as AnyObject?, fieldEditor: textField?.currentEditor())
    }
}

/// The host is the field's delegate while a binding is attached. Each method it implements
/// tells the binding, then the app's own delegate; every other delegate method goes to the app's
/// delegate unchanged (`responds(to:)` / `forwardingTarget(for:)` on the host).
extension NSTextFieldHost: NSTextFieldDelegate {
    /// AppKit sends this with the first change of an editing session, not when the field takes
    /// the focus.
    public func controlTextDidBeginEditing(_ obj: Notification) {
        session.didBeginEditing()
        appDelegate?.controlTextDidBeginEditing?(obj)
    }

    /// Tells the binding that the text changed, unless the host changed it itself.
    public func controlTextDidChange(_ obj: Notification) {
        session.didChangeText()
        appDelegate?.controlTextDidChange?(obj)
    }

    /// Tells the binding, then the app's delegate, that editing ended. AppKit also sends this
    /// for a session it never reported beginning (a focus-only visit); the binding hears of such
    /// a session neither its beginning nor its end.
    public func controlTextDidEndEditing(_ obj: Notification) {
        session.didEndEditing()
        appDelegate?.controlTextDidEndEditing?(obj)
    }

    /// Every command goes to the app's delegate first, whose yes is final
    /// (`TextInputAppDelegateSharing.handled(app:else:)`), then to Core by name
    /// (`TextInputPartialStringSession.perform(command:)`): Return goes to the binding's plugins,
    /// Tab and Shift-Tab to a form navigator when one is attached (AppKit's key-view loop
    /// otherwise), and a deletion command names the kind of the edit AppKit is about to ask about.
    public func control(_ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool {
        TextInputAppDelegateSharing.handled(app: appDelegate?.control?(control, textView: textView, doCommandBy: commandSelector)) {
            session.perform(command: NSStringFromSelector(commandSelector))
        }
    }

    /// AppKit reports every formatter answer of NO as a failed validation, rewrites included;
    /// the app's delegate hears only real rejections.
    public func control(_ control: NSControl, didFailToValidatePartialString string: String, errorDescription error: String?) {
        guard session.forwardsValidationFailure else { return }
        appDelegate?.control?(control, didFailToValidatePartialString: string, errorDescription: error)
    }
}
#endif
