/// A payment card number (PAN), as typed: its digits, brand and validity.
///
/// Two numbers are equal when their digits are. Printed — `description`, `debugDescription`, its
/// mirror — it shows its brand and, once it is complete (``isComplete``), its last four digits;
/// no digit while it is still being typed. ``digitsString`` and ``formattedString`` give the
/// whole number.
///
/// ```swift
/// let number = try BankCardNumber(digitsString: "378282246310005")
/// number.formattedString // "3782 822463 10005"
/// number.cardBrand       // .amex
/// number.isValid         // true
/// ```
public struct BankCardNumber: Hashable, Sendable, Codable {
    /// The digits, possibly with the spaces of the field's text between them: a card number
    /// field's value keeps the text it was read from, so that reading it per keystroke costs
    /// no copy. Invariant: ASCII digits and spaces only, at least one digit.
    private let storage: String

    /// The digits of the number, without separators: "4111111111111111".
    public var digitsString: String {
        guard storage.utf8.contains(UInt8(ascii: " ")) else { return storage }
        return String(decoding: storage.utf8.filter { $0 != UInt8(ascii: " ") }, as: UTF8.self)
    }

    /// A number from its digits.
    ///
    /// ```swift
    /// let number = try BankCardNumber(digitsString: "4242424242424242")
    /// ```
    ///
    /// - Throws: ``TextInputParseError`` when `digitsString` is empty or holds anything but the
    ///   ASCII digits 0–9 (use ``TextInputFormats/bankCardNumber(_:)`` to read what users type);
    ///   its text has every digit hidden, as the field's events do.
    public init(digitsString: String) throws {
        guard !digitsString.isEmpty else {
            throw TextInputParseError(text: digitsString, reason: "a card number needs at least one digit")
        }
        if let offending = digitsString.first(where: { !$0.isASCII || !$0.isNumber }) {
            throw TextInputParseError(text: Self.redacted(digitsString), reason: "\"\(offending)\" is not a digit 0–9")
        }
        storage = digitsString
    }

    /// A number read from a card number field's text: ASCII digits and spaces, at least one
    /// digit; nil for any other text.
    init?(fieldText text: String) {
        var hasDigit = false
        for byte in text.utf8 {
            if DecimalDigit.value(ofASCII: byte) != nil {
                hasDigit = true
            } else if byte != UInt8(ascii: " ") {
                return nil
            }
        }
        guard hasDigit else { return nil }
        storage = text
    }

    /// The digits as values 0…9.
    var digitValues: some Sequence<UInt8> {
        storage.utf8.lazy.compactMap(DecimalDigit.value(ofASCII:))
    }

    /// The number of digits.
    var digitCount: Int {
        var count = 0
        for byte in storage.utf8 where byte != UInt8(ascii: " ") { count += 1 }
        return count
    }

    public static func == (lhs: BankCardNumber, rhs: BankCardNumber) -> Bool {
        // Compared per keystroke by a binding: plain byte loops, no lazy sequence adapters.
        var left = lhs.storage.utf8.makeIterator()
        var right = rhs.storage.utf8.makeIterator()
        while true {
            var l = left.next()
            while l == UInt8(ascii: " ") { l = left.next() }
            var r = right.next()
            while r == UInt8(ascii: " ") { r = right.next() }
            guard l == r else { return false }
            if l == nil { return true }
        }
    }

    public func hash(into hasher: inout Hasher) {
        for byte in storage.utf8 where byte != UInt8(ascii: " ") { hasher.combine(byte) }
    }

    /// The brand that issued the number, from its leading digits; nil when no known IIN range
    /// matches.
    ///
    /// ```swift
    /// try BankCardNumber(digitsString: "2221000000000009").cardBrand // .masterCard
    /// ```
    public var cardBrand: BankCardBrand? {
        BankCardIINTable.shared.layout(forDigits: digitValues)?.brand
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
        bytes.reserveCapacity(storage.utf8.count + 8)
        layout.appendFormatted(digits, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether the number can be a real card's: it has one of the lengths its brand's range
    /// allows (``BankCardBrand/validLengths``; for a brand the IIN table does not know, any of
    /// ISO/IEC 7812's 12 to 19 digits), and its last digit passes the Luhn check. The same as
    /// ``status`` being ``TextInputValueStatus/valid``.
    ///
    /// ```swift
    /// try BankCardNumber(digitsString: "4242424242424242").isValid // true
    /// try BankCardNumber(digitsString: "4242424242424241").isValid // false: Luhn check fails
    /// ```
    public var isValid: Bool {
        status == .valid
    }

    /// Whether the number is all there: it is valid (``isValid``) and has the brand's standard
    /// number of digits (16 for most brands and for unknown ones, 15 for American Express and
    /// UATP, 14 for Diners Club cards starting with 36) or its maximum.
    ///
    /// A shorter length the brand allows is not complete, because more digits may follow: a
    /// 13-digit Visa number is valid but not complete, as in Stripe's card field.
    ///
    /// ```swift
    /// try BankCardNumber(digitsString: "378282246310005").isComplete  // true: 15 digits of Amex
    /// try BankCardNumber(digitsString: "4222222222222").isComplete    // false: 13 of Visa's 16
    /// ```
    public var isComplete: Bool {
        guard status == .valid else { return false }
        let layout = BankCardIINTable.shared.layout(forDigits: digitValues) ?? .unknownBrand
        let count = digitCount
        return count == layout.standardLength || count == layout.maximumLength
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
