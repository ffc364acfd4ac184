/// Options of ``TextInputFormats/bankCardNumber(_:)``.
///
/// ```swift
/// let format = TextInputFormats.bankCardNumber(.options(maxLength: 16))
/// ```
public struct BankCardNumberTextInputOptions: Hashable, Sendable {
    /// The most digits a number of an unknown brand may have (a known brand has its own maximum:
    /// 15 for American Express, 19 for Visa…), within ``allowedMaxLengths``.
    ///
    /// ```swift
    /// BankCardNumberTextInputOptions.options().maxLength // 19
    /// ```
    public let maxLength: Int

    /// The `maxLength` the options were made with, which ``validated()`` checks.
    private let requestedMaxLength: Int

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
    ///   19 by default. A value outside 12…19 is taken as the nearest of them (0 as 12, 25 as
    ///   19); ``validated()`` reports it.
    public static func options(maxLength: Int = 19) -> BankCardNumberTextInputOptions {
        BankCardNumberTextInputOptions(maxLength: maxLength)
    }

    private init(maxLength: Int) {
        requestedMaxLength = maxLength
        self.maxLength = Swift.min(Swift.max(maxLength, Self.allowedMaxLengths.lowerBound), Self.allowedMaxLengths.upperBound)
    }

    /// These options, when they were made with a `maxLength` in ``allowedMaxLengths``.
    ///
    /// ```swift
    /// try BankCardNumberTextInputOptions.options(maxLength: 16).validated() // fine
    /// try BankCardNumberTextInputOptions.options(maxLength: 25).validated() // throws
    /// ```
    ///
    /// - Throws: ``TextInputConfigurationError`` about ``maxLength`` when the length given is
    ///   outside ``allowedMaxLengths``; its ``TextInputConfigurationError/fallback`` is the length
    ///   used.
    public func validated() throws(TextInputConfigurationError) -> BankCardNumberTextInputOptions {
        guard Self.allowedMaxLengths.contains(requestedMaxLength) else {
            throw .outOfRange(.bankCardNumberMaxLength, value: requestedMaxLength, allowed: Self.allowedMaxLengths)
        }
        return self
    }

    /// Options are equal when their formats are: by the ``maxLength`` they use.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.maxLength == rhs.maxLength
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(maxLength)
    }
}
