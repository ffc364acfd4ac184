/// A payment card number (PAN), as typed: its digits, brand and validity.
///
/// Two numbers are equal when their digits are.
///
/// ```swift
/// let number = try BankCardNumber(digitsString: "378282246310005")
/// number.formattedString // "3782 822463 10005"
/// number.cardBrand       // .amex
/// number.isValid         // true
/// ```
public struct BankCardNumber: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The digits of the number, without separators: "4111111111111111".
    public let digitsString: String

    /// A number from its digits.
    ///
    /// ```swift
    /// let number = try BankCardNumber(digitsString: "4242424242424242")
    /// ```
    ///
    /// - Throws: ``BankCardNumberError`` when `digitsString` is empty or holds anything but the
    ///   ASCII digits 0–9 (use ``TextInputFormats/bankCardNumber(_:)`` to read what users type).
    public init(digitsString: String) throws {
        guard !digitsString.isEmpty else {
            throw BankCardNumberError(digitsString: digitsString, reason: "a card number needs at least one digit")
        }
        if let offending = digitsString.first(where: { !$0.isASCII || !$0.isNumber }) {
            throw BankCardNumberError(digitsString: digitsString, reason: "\"\(offending)\" is not a digit 0–9")
        }
        self.digitsString = digitsString
    }

    /// A number from digits already known to be ASCII digits.
    init(uncheckedDigitsString digitsString: String) {
        self.digitsString = digitsString
    }

    /// The digits as values 0…9.
    var digitValues: [UInt8] {
        digitsString.utf8.map { $0 &- UInt8(ascii: "0") }
    }

    /// The brand that issued the number, from its leading digits; nil when no known IIN range
    /// matches.
    ///
    /// ```swift
    /// try BankCardNumber(digitsString: "2221000000000009").cardBrand // .masterCard
    /// ```
    public var cardBrand: BankCardBrand? {
        BankCardIINTable.shared.layout(forDigits: digitValues.prefix(BankCardIINTable.longestPrefix))?.brand
    }

    /// The digits grouped the way the brand prints them: "3782 822463 10005" for American
    /// Express, "1220 00000 000003" for UATP, groups of four for most cards and unknown brands.
    ///
    /// ```swift
    /// try BankCardNumber(digitsString: "4111111111111111").formattedString // "4111 1111 1111 1111"
    /// ```
    public var formattedString: String {
        let digits = digitValues
        let layout = BankCardNumberLayout.of(digits, unknownBrand: BankCardNumberLayout(unknownBrandMaximumLength: 19))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count + digits.count / 4)
        layout.appendFormatted(digits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the number can be a real card's: its brand is known, it has one of the brand's
    /// ``BankCardBrand/validLengths``, and its last digit passes the Luhn check.
    ///
    /// ```swift
    /// try BankCardNumber(digitsString: "4242424242424242").isValid // true
    /// try BankCardNumber(digitsString: "4242424242424241").isValid // false: Luhn check fails
    /// ```
    public var isValid: Bool {
        let digits = digitValues
        guard let brand = BankCardIINTable.shared.layout(forDigits: digits)?.brand,
              brand.validLengths.contains(digits.count)
        else { return false }
        return BankCardDigits.passesLuhnCheck(digits)
    }

    /// The formatted number.
    public var description: String {
        formattedString
    }

    /// Decodes a number from its digits string.
    public init(from decoder: any Decoder) throws {
        try self.init(digitsString: decoder.singleValueContainer().decode(String.self))
    }

    /// Encodes the number as its digits string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(digitsString)
    }
}

/// The error ``BankCardNumber/init(digitsString:)`` throws for text that is not a card number's
/// digits.
///
/// ```swift
/// do { _ = try BankCardNumber(digitsString: "4111-1111") } catch let error as BankCardNumberError {
///     print(error.reason) // "\"-\" is not a digit 0–9"
/// }
/// ```
public struct BankCardNumberError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rejected text.
    public var digitsString: String
    /// Why it was rejected, in words for a developer.
    public var reason: String

    public var description: String {
        "\(digitsString.debugDescription) is not a card number: \(reason)"
    }
}
