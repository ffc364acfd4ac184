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
        hasReportedBeginning = true
        hostDelegate?.hostDidBeginEditing(self)
        appDelegate?.controlTextDidBeginEditing?(obj)
    }

    /// Tells the binding that the text changed, unless the host changed it itself.
    public func controlTextDidChange(_ obj: Notification) {
        commandEditKind = nil
        if !isApplyingRewrite {
            hostDelegate?.hostDidChangeText(self)
        }
        appDelegate?.controlTextDidChange?(obj)
    }

    /// Tells the binding, then the app's delegate, that editing ended. AppKit also sends this
    /// for a session it never reported beginning (a focus-only visit); the binding hears of such
    /// a session neither its beginning nor its end.
    public func controlTextDidEndEditing(_ obj: Notification) {
        if hasReportedBeginning {
            hasReportedBeginning = false
            hostDelegate?.hostDidEndEditing(self)
        }
        appDelegate?.controlTextDidEndEditing?(obj)
    }

    /// Every command goes to the app's delegate first. Then: a deletion command names the kind
    /// of the edit AppKit is about to ask about; Return (`insertNewline:`) goes to the binding's
    /// plugins (a form navigator moves on); Tab and Shift-Tab (`insertTab:`, `insertBacktab:`)
    /// are the navigator's Next and Previous when one is attached, and AppKit's key-view loop
    /// otherwise.
    public func control(_ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool {
        if appDelegate?.control?(control, textView: textView, doCommandBy: commandSelector) == true {
            return true
        }
        switch commandSelector {
        case #selector(NSResponder.insertNewline(_:)):
            return hostDelegate?.hostShouldReturn(self) == false
        case #selector(NSResponder.insertTab(_:)):
            return binding?.performToolbarItem(.next(isEnabled: true)) ?? false
        case #selector(NSResponder.insertBacktab(_:)):
            return binding?.performToolbarItem(.previous(isEnabled: true)) ?? false
        default:
            commandEditKind = TextInputEditKind(appKitCommand: NSStringFromSelector(commandSelector))
            return false
        }
    }

    /// AppKit reports every formatter answer of NO as a failed validation, rewrites included;
    /// the app's delegate hears only real rejections.
    public func control(_ control: NSControl, didFailToValidatePartialString string: String, errorDescription error: String?) {
        guard !lastAnswerWasRewrite else { return }
        appDelegate?.control?(control, didFailToValidatePartialString: string, errorDescription: error)
    }

    /// The binding as plugins see it.
    private var binding: (any TextInputBindingType)? {
        hostDelegate as? any TextInputBindingType
    }
}
#endif
