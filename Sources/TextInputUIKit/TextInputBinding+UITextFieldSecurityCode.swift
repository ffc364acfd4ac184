#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

extension TextInputBinding where Value == BankCardNumber {
    /// Binds `textField` as the security code field of this card number, as
    /// ``TextInputCore/TextInputBinding/bindSecurityCode(to:)`` does for any host: the code's
    /// length follows the brand typed here (4 digits for American Express, 3 otherwise). The
    /// security code format's traits (a number pad, the card security code content type) are applied
    /// first, where the field still has UIKit's defaults.
    ///
    /// ```swift
    /// let number = TextInputFormats.bankCardNumber().bind(to: numberField)
    /// let code = number.bindSecurityCode(to: codeField)
    /// ```
    @discardableResult
    public func bindSecurityCode(to textField: UITextField) -> TextInputBinding<BankCardSecurityCode> {
        textField.apply(TextInputFormats.bankCardSecurityCode().traits)
        return bindSecurityCode(to: UITextFieldHost.host(for: textField))
    }
}
#endif
