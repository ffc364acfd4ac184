/// A card security code (CVV, CVC, CID): the value of a security code field, complete.
///
/// Its digits are there to be sent, never to be logged: `description`, `debugDescription` and
/// its mirror (what `print`, string interpolation, `dump` and debuggers show) print a bullet for
/// each digit.
///
/// ```swift
/// let code = try BankCardSecurityCode(digitsString: "123")
/// code.digitsString        // "123"
/// String(describing: code) // "•••"
/// ```
public struct BankCardSecurityCode: Hashable, Sendable, Codable {
    /// The digits of the code: "123".
    public let digitsString: String

    /// A code from its digits.
    ///
    /// - Throws: ``TextInputParseError`` when `digitsString` is empty or holds anything
    ///   but the ASCII digits 0–9.
    public init(digitsString: String) throws {
        guard !digitsString.isEmpty, digitsString.utf8.allSatisfy({ DecimalDigit.value(ofASCII: $0) != nil }) else {
            throw TextInputParseError(
                text: String(repeating: "•", count: digitsString.count),
                reason: "a security code is made of the digits 0–9"
            )
        }
        self.digitsString = digitsString
    }

    /// Decodes a code from its digits string.
    public init(from decoder: any Decoder) throws {
        try self.init(digitsString: decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the code as its digits string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(digitsString)
    }
}

extension BankCardSecurityCode {
    /// The digits a security code has: 3 (CVV, CVC) or 4 (American Express's CID).
    ///
    /// ```swift
    /// BankCardSecurityCode.allowedLengths // 3...4
    /// ```
    public static let allowedLengths = 3...4

    /// `length`, when ``TextInputFormats/bankCardSecurityCode(length:)`` takes it as given.
    ///
    /// ```swift
    /// let length = try BankCardSecurityCode.validatedLength(4) // 4
    /// try BankCardSecurityCode.validatedLength(0)              // throws, with the fallback 3
    /// ```
    ///
    /// - Throws: ``TextInputConfigurationError`` for a length outside ``allowedLengths``, which the
    ///   format would replace by the nearest allowed one, its
    ///   ``TextInputConfigurationError/fallback``.
    public static func validatedLength(_ length: Int) throws(TextInputConfigurationError) -> Int {
        guard allowedLengths.contains(length) else {
            throw .outOfRange(.bankCardSecurityCodeLength, value: length, allowed: allowedLengths)
        }
        return length
    }
}
