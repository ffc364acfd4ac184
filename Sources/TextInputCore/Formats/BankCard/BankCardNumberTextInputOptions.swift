/// Options of ``TextInputFormats/bankCardNumber(_:)``.
///
/// ```swift
/// let format = TextInputFormats.bankCardNumber(.options(maxLength: 16))
/// ```
public struct BankCardNumberTextInputOptions: Hashable, Sendable {
    /// The most digits a number of an unknown brand may have (a known brand has its own maximum:
    /// 15 for American Express, 19 for Visa…).
    ///
    /// ```swift
    /// BankCardNumberTextInputOptions.options().maxLength // 19
    /// ```
    public let maxLength: Int

    /// The digits a card number may have, by ISO/IEC 7812: the range `maxLength` must lie in.
    ///
    /// ```swift
    /// BankCardNumberTextInputOptions.allowedMaxLengths.contains(16) // true
    /// ```
    public static let allowedMaxLengths = 12...19

    /// Options for a card number field.
    ///
    /// ```swift
    /// let options = BankCardNumberTextInputOptions.options(maxLength: 16)
    /// ```
    ///
    /// - Parameter maxLength: The most digits a number of an unknown brand may have, 12…19;
    ///   19 by default.
    /// - Precondition: `maxLength` lies in 12…19. Any other value is a programming error and stops
    ///   the program here, where the options are made, rather than while the user types.
    public static func options(maxLength: Int = 19) -> BankCardNumberTextInputOptions {
        precondition(
            allowedMaxLengths.contains(maxLength),
            "BankCardNumberTextInputOptions.options(maxLength:) needs a maxLength in 12...19 (card numbers have 12 to 19 digits), not \(maxLength)"
        )
        return BankCardNumberTextInputOptions(maxLength: maxLength)
    }

    private init(maxLength: Int) {
        self.maxLength = maxLength
    }
}
