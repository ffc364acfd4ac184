extension TextInputBinding where Value == BankCardNumber {
    /// Binds `host` as the security code field of this card number: its length follows the
    /// brand typed here, 4 digits for American Express and 3 for every other brand (or while the
    /// brand is unknown).
    ///
    /// When the brand changes, the security code field is cut to the new length if it is longer,
    /// and its value is read again (a 3-digit code is complete for Visa, not for American
    /// Express). The length lives in the security code field's own memory, so the format stays a
    /// value other fields may share. Unbinding the card number field stops the link.
    ///
    /// ```swift
    /// let numberField = TextInputSimulator()
    /// let codeField = TextInputSimulator()
    /// let number = TextInputFormats.bankCardNumber().bind(to: numberField)
    /// let code = number.bindSecurityCode(to: codeField)
    /// numberField.insert("3782")
    /// codeField.insert("12345")   // codeField.text == "1234": American Express codes have 4 digits
    /// code.value?.digitsString    // "1234"
    /// ```
    @discardableResult
    public func bindSecurityCode(to host: some TextInputHost) -> TextInputBinding<BankCardSecurityCode> {
        let length = BankCardSecurityCodeLengthPlugin.length(for: value)
        let binding = TextInputFormats.bankCardSecurityCode().bind(to: host)
        binding.updateMemory { $0[BankCardSecurityCodeLength.self] = length }
        attach(BankCardSecurityCodeLengthPlugin(securityCode: binding))
        return binding
    }
}
