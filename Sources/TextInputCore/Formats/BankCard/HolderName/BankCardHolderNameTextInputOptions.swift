/// Options of ``TextInputFormats/bankCardHolderName(_:)``.
///
/// ```swift
/// let format = TextInputFormats.bankCardHolderName(.options(maxLength: 21))
/// ```
public struct BankCardHolderNameTextInputOptions: Hashable, Sendable {
    /// The most characters the name may have: 1 or more.
    public let maxLength: Int

    /// The `maxLength` the options were made with, which ``validated()`` checks.
    private let requestedMaxLength: Int

    /// The lengths a name may be limited to.
    ///
    /// ```swift
    /// BankCardHolderNameTextInputOptions.allowedMaxLengths.contains(0) // false
    /// ```
    public static let allowedMaxLengths = 1...Int.max

    /// Options for a card holder name field.
    ///
    /// ```swift
    /// let options = BankCardHolderNameTextInputOptions.options(maxLength: 21)
    /// ```
    ///
    /// - Parameter maxLength: The most characters the name may have; 26 by default, the line
    ///   length most issuers emboss. A value below 1 is taken as 1; ``validated()`` reports it.
    public static func options(maxLength: Int = 26) -> BankCardHolderNameTextInputOptions {
        BankCardHolderNameTextInputOptions(maxLength: maxLength)
    }

    private init(maxLength: Int) {
        requestedMaxLength = maxLength
        self.maxLength = Swift.max(maxLength, Self.allowedMaxLengths.lowerBound)
    }

    /// These options, when they were made with a `maxLength` of 1 or more.
    ///
    /// ```swift
    /// try BankCardHolderNameTextInputOptions.options(maxLength: 0).validated() // throws
    /// ```
    ///
    /// - Throws: ``TextInputConfigurationError`` about ``maxLength`` when the length given is
    ///   outside ``allowedMaxLengths``; its ``TextInputConfigurationError/fallback`` is the length
    ///   used.
    public func validated() throws(TextInputConfigurationError) -> BankCardHolderNameTextInputOptions {
        guard Self.allowedMaxLengths.contains(requestedMaxLength) else {
            throw .outOfRange(.bankCardHolderNameMaxLength, value: requestedMaxLength, allowed: Self.allowedMaxLengths)
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
