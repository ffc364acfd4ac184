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
        hostDelegate?.hostDidBeginEditing(self)
        appDelegate?.controlTextDidBeginEditing?(obj)
    }

    /// Tells the binding that the text changed, unless the host changed it itself.
    public func controlTextDidChange(_ obj: Notification) {
        if !isApplyingRewrite {
            hostDelegate?.hostDidChangeText(self)
        }
        appDelegate?.controlTextDidChange?(obj)
    }

    /// Tells the binding, then the app's delegate, that editing ended.
    public func controlTextDidEndEditing(_ obj: Notification) {
        hostDelegate?.hostDidEndEditing(self)
        appDelegate?.controlTextDidEndEditing?(obj)
    }

    /// Every command goes to the app's delegate first. Return (`insertNewline(_:)`) the app's
    /// delegate leaves alone goes to the binding's plugins (a form navigator moves on).
    public func control(_ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool {
        if appDelegate?.control?(control, textView: textView, doCommandBy: commandSelector) == true {
            return true
        }
        return commandSelector == #selector(NSResponder.insertNewline(_:)) && hostDelegate?.hostShouldReturn(self) == false
    }
}
#endif
