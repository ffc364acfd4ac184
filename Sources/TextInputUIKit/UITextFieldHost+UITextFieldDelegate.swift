#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

/// The host is the field's delegate while a binding is attached. Each method it implements
/// tells the binding, then the app's own delegate; every method it does not implement goes to
/// the app's delegate unchanged (`responds(to:)` / `forwardingTarget(for:)` on the host), so the
/// app loses no callback by binding a format (AnyFormatKit #8, IQKeyboardManager #626).
extension UITextFieldHost: UITextFieldDelegate {
    /// Asks the app's delegate, then the binding, whether UIKit may apply an edit.
    public func textField(
        _ textField: UITextField,
        shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool {
        TextInputAppDelegateSharing.answer(
            app: appDelegate?.textField?(textField, shouldChangeCharactersIn: range, replacementString: string)
        ) { sequencer.ask(self) { $0.host(self, shouldReplaceCharactersIn: range, with: string, kind: $1) } }
    }

    #if compiler(>=6.2)
    /// iOS 26 asks this instead of the single-range method when the delegate implements it: one
    /// range becomes `string`, the others are deleted. The binding sees one merged edit. The app's
    /// delegate answers in whichever form it implements; one that implements only the
    /// single-range method is asked about the merged edit.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
    public func textField(
        _ textField: UITextField,
        shouldChangeCharactersInRanges ranges: [NSValue],
        replacementString string: String
    ) -> Bool {
        let utf16Ranges = ranges.map(\.rangeValue)
        let merged = text.mergingUTF16Ranges(utf16Ranges, replacingFirstWith: string)
        let appAnswer =
            appDelegate?.textField?(textField, shouldChangeCharactersInRanges: ranges, replacementString: string)
            ?? appDelegate?.textField?(textField, shouldChangeCharactersIn: merged.range, replacementString: merged.replacement)
        return TextInputAppDelegateSharing.answer(app: appAnswer) {
            sequencer.ask(self) { $0.host(self, shouldReplaceCharactersIn: utf16Ranges, with: string, kind: $1) }
        }
    }
    #endif

    /// Asks the app's delegate whether the field may begin editing; when it may, the field
    /// shows the return key the binding's plugins ask for (a form navigator's Next or Done),
    /// unless the app set its own.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        TextInputAppDelegateSharing.answer(app: appDelegate?.textFieldShouldBeginEditing?(textField)) {
            applyReturnKey()
            return true
        }
    }

    /// Tells the binding, then the app's delegate, that editing began.
    public func textFieldDidBeginEditing(_ textField: UITextField) {
        tellBinding { $0.hostDidBeginEditing(self) }
        appDelegate?.textFieldDidBeginEditing?(textField)
    }

    /// Tells the binding, then the app's delegate, that editing ended. UIKit calls this form in
    /// preference to `textFieldDidEndEditing(_:)`, so an app delegate that implements only the
    /// short form is called with it.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        tellBinding { $0.hostDidEndEditing(self) }
        _ = appDelegate?.textFieldDidEndEditing?(textField, reason: reason) ?? appDelegate?.textFieldDidEndEditing?(textField)
    }

    /// Return: the app's delegate first, which keeps it for itself by answering false; then the
    /// binding's plugins (a form navigator moves on).
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        TextInputAppDelegateSharing.answer(app: appDelegate?.textFieldShouldReturn?(textField)) {
            var goesOn = true
            tellBinding { goesOn = $0.hostShouldReturn(self) }
            return goesOn
        }
    }

    /// Tells the binding that the caret moved, unless the host moved it itself.
    public func textFieldDidChangeSelection(_ textField: UITextField) {
        sequencer.didChangeSelection(self)
        appDelegate?.textFieldDidChangeSelection?(textField)
    }
}
#endif
