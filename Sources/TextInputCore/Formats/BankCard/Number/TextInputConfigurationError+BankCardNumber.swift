extension TextInputConfigurationError.Setting {
    /// ``BankCardNumberTextInputOptions/maxLength``, 12…19.
    public static let bankCardNumberMaxLength = Self("BankCardNumberTextInputOptions.maxLength")
}
