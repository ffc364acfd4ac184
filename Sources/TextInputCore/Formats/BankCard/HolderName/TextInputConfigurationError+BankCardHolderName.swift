extension TextInputConfigurationError.Setting {
    /// ``BankCardHolderNameTextInputOptions/maxLength``, 1 or more.
    public static let bankCardHolderNameMaxLength = Self("BankCardHolderNameTextInputOptions.maxLength")
}
