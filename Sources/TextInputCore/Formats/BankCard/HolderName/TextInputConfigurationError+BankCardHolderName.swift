extension TextInputConfigurationError.Setting {
    /// ``BankCardHolderNameTextInputOptions/maxLength``, 1 or more.
    package static let bankCardHolderNameMaxLength = Self("BankCardHolderNameTextInputOptions.maxLength")
}
