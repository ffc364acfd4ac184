/// An International Bank Account Number (ISO 13616), as typed: its country code, check digits
/// and BBAN, and whether it is valid.
///
/// The value keeps the IBAN's electronic format, upper-case letters and digits without spaces;
/// two IBANs are equal when those are. Printed — `description`, `debugDescription`, its mirror —
/// it shows its country code and last four characters once it is valid (``isValid``), and no
/// letter or digit before: a bank's letters identify it as well as its digits do.
/// ``electronicFormat`` and ``formattedString`` give the whole IBAN.
///
/// ```swift
/// let iban = try IBAN(electronicFormat: "GB82WEST12345698765432")
/// iban.formattedString // "GB82 WEST 1234 5698 7654 32"
/// iban.countryCode     // "GB"
/// iban.isValid         // true
/// ```
public struct IBAN: Hashable, Sendable, Codable {
    /// The IBAN in ISO 13616's electronic format, as banks exchange it: upper-case letters
    /// and digits, no spaces ("GB82WEST12345698765432"). Invariant: ASCII A–Z and 0–9 only, at
    /// least one character.
    public let electronicFormat: String

    /// An IBAN from its electronic format.
    ///
    /// ```swift
    /// let iban = try IBAN(electronicFormat: "DE89370400440532013000")
    /// ```
    ///
    /// The IBAN may still be invalid, as a field's value may: check ``isValid``.
    ///
    /// - Throws: ``TextInputParseError`` when `electronicFormat` is empty or holds anything but
    ///   the upper-case ASCII letters A–Z and the digits 0–9 (``FormatStyle`` reads text as a
    ///   field reads a paste, spaces and lower case included); its text has every letter and
    ///   digit hidden, as the field's events do.
    public init(electronicFormat: String) throws {
        guard !electronicFormat.isEmpty else {
            throw TextInputParseError(text: electronicFormat, reason: "an IBAN needs at least one letter or digit")
        }
        guard electronicFormat.allSatisfy(Self.isElectronicFormatCharacter) else {
            throw TextInputParseError(
                text: Self.redacted(electronicFormat), reason: "an IBAN's electronic format holds only the letters A–Z and the digits 0–9")
        }
        self.electronicFormat = electronicFormat
    }

    /// An IBAN of `characters`, upper-case ASCII letters and digits as a field keeps them, at
    /// least one.
    init(characters: some Collection<UInt8>) {
        electronicFormat = String(decoding: characters, as: UTF8.self)
    }

    private static func isElectronicFormatCharacter(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return DecimalDigit.value(ofASCII: ascii) != nil || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(ascii)
    }

    /// The country code, the first two characters: "GB". Fewer while the IBAN is still being
    /// typed.
    ///
    /// ```swift
    /// try IBAN(electronicFormat: "GB82WEST12345698765432").countryCode // "GB"
    /// ```
    public var countryCode: String {
        String(electronicFormat.prefix(2))
    }

    /// The check digits, the third and fourth characters: "82". Fewer while the IBAN is still
    /// being typed.
    ///
    /// ```swift
    /// try IBAN(electronicFormat: "GB82WEST12345698765432").checkDigits // "82"
    /// ```
    public var checkDigits: String {
        String(electronicFormat.dropFirst(2).prefix(2))
    }

    /// The Basic Bank Account Number, everything after the check digits: "WEST12345698765432".
    /// Its structure is the country's (``isValid`` checks it).
    ///
    /// ```swift
    /// try IBAN(electronicFormat: "GB82WEST12345698765432").bban // "WEST12345698765432"
    /// ```
    public var bban: String {
        String(electronicFormat.dropFirst(4))
    }

    /// The IBAN in groups of four characters, as it is printed and as its field shows it:
    /// "GB82 WEST 1234 5698 7654 32".
    ///
    /// ```swift
    /// try IBAN(electronicFormat: "NO9386011117947").formattedString // "NO93 8601 1117 947"
    /// ```
    public var formattedString: String {
        var text: [UInt8] = []
        text.reserveCapacity(electronicFormat.utf8.count * 5 / 4)
        for (index, character) in electronicFormat.utf8.enumerated() {
            if index > 0, index % 4 == 0 { text.append(UInt8(ascii: " ")) }
            text.append(character)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether the IBAN can be a real account's: its country is in SWIFT's IBAN registry, it has
    /// the country's length, each character of its BBAN is of the kind the registry says for its
    /// position, and its check digits (02–98) pass ISO 7064's MOD 97-10 check. The same as
    /// ``status`` being ``TextInputValueStatus/valid``.
    ///
    /// ```swift
    /// try IBAN(electronicFormat: "GB82WEST12345698765432").isValid // true
    /// try IBAN(electronicFormat: "GB83WEST12345698765432").isValid // false: the check fails
    /// ```
    public var isValid: Bool {
        status == .valid
    }

    /// Decodes an IBAN from its electronic format: `"GB82WEST12345698765432"`.
    ///
    /// ```swift
    /// try JSONDecoder().decode(IBAN.self, from: Data(#""GB82WEST12345698765432""#.utf8)).countryCode // "GB"
    /// ```
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a string that is not an electronic format
    ///   (``init(electronicFormat:)``); its description shows no letter or digit of it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        do {
            try self.init(electronicFormat: container.decode(String.self))
        } catch let error as TextInputParseError {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the IBAN as its electronic format.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(electronicFormat)
    }
}
