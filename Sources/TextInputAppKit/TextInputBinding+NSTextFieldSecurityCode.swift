#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

extension TextInputBinding where Value == BankCardNumber {
    /// Binds `textField` as the security code field of this card number, as
    /// ``TextInputCore/TextInputBinding/bindSecurityCode(to:)`` does for any host: the code's
    /// length follows the brand typed here (4 digits for American Express, 3 otherwise). The
    /// security code format's AutoFill content type is applied first, unless the field has a
    /// content type of its own.
    ///
    /// ```swift
    /// let number = TextInputFormats.bankCardNumber().bind(to: numberField)
    /// let code = number.bindSecurityCode(to: codeField)
    /// ```
    @discardableResult
    public func bindSecurityCode(to textField: NSTextField) -> TextInputBinding<BankCardSecurityCode> {
        textField.apply(TextInputFormats.bankCardSecurityCode().traits)
        return bindSecurityCode(to: NSTextFieldHost.host(for: textField))
    }
}
#endif
