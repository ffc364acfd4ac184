extension TextInputConfigurationError.Setting {
    /// The `length` of ``TextInputFormats/bankCardSecurityCode(length:)``, 3…4.
    package static let bankCardSecurityCodeLength = Self("bankCardSecurityCode(length:)")
}
