extension TextInputConfigurationError.Setting {
    /// ``BankCardNumberTextInputOptions/maxLength``, 12…19.
    package static let bankCardNumberMaxLength = Self("BankCardNumberTextInputOptions.maxLength")
}
