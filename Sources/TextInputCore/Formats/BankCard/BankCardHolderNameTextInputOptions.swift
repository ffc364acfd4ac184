/// Options of ``TextInputFormats/bankCardHolderName(_:)``.
///
/// ```swift
/// let format = TextInputFormats.bankCardHolderName(.options(maxLength: 21))
/// ```
public struct BankCardHolderNameTextInputOptions: Hashable, Sendable {
    /// The most characters the name may have.
    public let maxLength: Int

    /// Options for a card holder name field.
    ///
    /// ```swift
    /// let options = BankCardHolderNameTextInputOptions.options(maxLength: 21)
    /// ```
    ///
    /// - Parameter maxLength: The most characters the name may have; 26 by default, the line
    ///   length most issuers emboss.
    /// - Precondition: `maxLength` is at least 1; anything else is a programming error that stops
    ///   the program where the options are made.
    public static func options(maxLength: Int = 26) -> BankCardHolderNameTextInputOptions {
        precondition(maxLength >= 1, "BankCardHolderNameTextInputOptions.options(maxLength:) needs a maxLength of 1 or more, not \(maxLength)")
        return BankCardHolderNameTextInputOptions(maxLength: maxLength)
    }

    private init(maxLength: Int) {
        self.maxLength = maxLength
    }
}
