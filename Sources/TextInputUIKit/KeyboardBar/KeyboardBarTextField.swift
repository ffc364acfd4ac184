#if canImport(UIKit) && !os(watchOS)
#if os(iOS)
import UIKit

/// The keyboard bar's own text field. It lets the bar prepare itself just before the field
/// takes the focus: a keyboard picks its type and traits when its field becomes first
/// responder, and changing them afterwards would need the input views reloaded while the bar
/// is one of them.
@MainActor
final class KeyboardBarTextField: UITextField {
    /// Called before the field asks UIKit for the focus.
    var willBecomeFirstResponder: (@MainActor () -> Void)?

    override func becomeFirstResponder() -> Bool {
        willBecomeFirstResponder?()
        return super.becomeFirstResponder()
    }
}

extension UITextField {
    /// Takes the keyboard and text traits of `field`, so that the keyboard under the bar is the
    /// one the form field asked for: its keyboard type and return key, its AutoFill content type,
    /// and a secure field's text stays hidden in the bar too.
    func adoptInputTraits(of field: UITextField) {
        keyboardType = field.keyboardType
        keyboardAppearance = field.keyboardAppearance
        returnKeyType = field.returnKeyType
        textContentType = field.textContentType
        autocapitalizationType = field.autocapitalizationType
        autocorrectionType = field.autocorrectionType
        spellCheckingType = field.spellCheckingType
        smartQuotesType = field.smartQuotesType
        smartDashesType = field.smartDashesType
        smartInsertDeleteType = field.smartInsertDeleteType
        isSecureTextEntry = field.isSecureTextEntry
    }
}
#endif
#endif
