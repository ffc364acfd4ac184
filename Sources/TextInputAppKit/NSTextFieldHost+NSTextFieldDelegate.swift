#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

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
