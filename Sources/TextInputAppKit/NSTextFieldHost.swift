#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

/// An `NSTextField` seen as a ``TextInputCore/TextInputHost``: the shared
/// ``NSTextInputViewHost`` with the field's formatter and delegate protocol. You rarely touch it;
/// `format.bind(to: textField)` creates it.
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
public final class NSTextFieldHost: NSTextInputViewHost {
    /// The field this host speaks for; nil once the field is gone.
    public var textField: NSTextField? {
        view as? NSTextField
    }

    /// The delegate the app had set on the field.
    var appDelegate: (any NSTextFieldDelegate)? {
        appDelegateObject as? NSTextFieldDelegate
    }

    /// Which formatter the field has while bound (the host's `TextInputPartialStringFormatter`,
    /// which the swap keeps) and gets back, decided in Core.
    private var formatterSwap: TextInputFormatterSwap<Formatter>

    private init(textField: NSTextField) {
        let partialStringFormatter = TextInputPartialStringFormatter()
        formatterSwap = TextInputFormatterSwap(own: partialStringFormatter)
        super.init(view: textField, kind: .nsTextField)
        partialStringFormatter.host = self
    }

    /// The host already attached to `textField`, or a new one.
    static func host(for textField: NSTextField) -> NSTextFieldHost {
        existingHost(for: textField) as? NSTextFieldHost ?? NSTextFieldHost(textField: textField)
    }

    override package func didTakeOver() {
        super.didTakeOver()
        install(formatterSwap.attach(over: textField?.formatter, isEditing: isEditing))
    }

    override package func didHandBack() {
        super.didHandBack()
        install(formatterSwap.detach(over: textField?.formatter, isEditing: isEditing))
    }

    /// Installs the formatter Core chose, setting the text the field showed again through it
    /// when Core says so (see `TextInputFormatterSwap`). The shown text is read only then: while
    /// editing, reading `stringValue` would make AppKit validate the edit in progress.
    private func install(_ swap: TextInputFormatterSwap<Formatter>.Swap?) {
        guard let swap, let textField else { return }
        let shownText = swap.keepsShownText ? textField.stringValue : nil
        textField.formatter = swap.formatter
        shownText.map { textField.stringValue = $0 }
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
