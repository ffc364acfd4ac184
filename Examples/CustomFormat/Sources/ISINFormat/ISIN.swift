/// An International Securities Identification Number (ISO 6166): the 12 characters that name a
/// share or a bond — a two-letter country code, nine letters or digits of the national
/// identifier, and a check digit.
///
/// ```swift
/// let apple = try ISIN("us0378331005")
/// apple.countryCode   // "US"
/// apple.isValid       // true
/// ```
public struct ISIN: Hashable, Sendable, CustomStringConvertible {
    /// The number's 12 characters, upper case, without spaces: "US0378331005".
    public let characters: String

    /// The number read from `text`: its letters and digits, in any case, with any spaces.
    ///
    /// - Throws: ``ISINError/wrongShape`` unless the text holds two letters, nine letters or
    ///   digits, and a digit. A wrong check digit still makes an ISIN, whose ``isValid`` is
    ///   false.
    public init(_ text: String) throws(ISINError) {
        let characters = String(text.unicodeScalars.compactMap(ISINCharacters.kept).map { Character(Unicode.Scalar($0)) })
        guard ISIN.hasShape(Array(characters.utf8)), characters.utf8.count == 12 else { throw .wrongShape }
        self.characters = characters
    }

    /// The ISO 3166 code of the country that issued the number: "US".
    public var countryCode: String { String(characters.prefix(2)) }

    /// The nine characters of the national identifier: "037833100".
    public var nationalIdentifier: String { String(characters.dropFirst(2).prefix(9)) }

    /// Whether the check digit is right: the Luhn check over the characters with each letter
    /// read as its number (A = 10 … Z = 35).
    public var isValid: Bool { ISIN.passesCheck(Array(characters.utf8)) }

    /// The number as its field shows it: "US 037833100 5".
    public var description: String { ISINFormatter.grouped(characters) }

    /// Whether `characters`, upper-case ASCII bytes, can begin an ISIN: letters first, then
    /// letters or digits, and a digit last.
    static func hasShape(_ characters: [UInt8]) -> Bool {
        characters.count <= 12
            && characters.enumerated().allSatisfy { index, byte in
                let isLetter = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                return switch index {
                case 0, 1: isLetter
                case 11: isDigit
                default: isLetter || isDigit
                }
            }
    }

    /// The Luhn check over `characters` with letters expanded to two digits each.
    private static func passesCheck(_ characters: [UInt8]) -> Bool {
        var digits: [Int] = []
        for byte in characters {
            let value = byte >= UInt8(ascii: "A") ? Int(byte - UInt8(ascii: "A")) + 10 : Int(byte - UInt8(ascii: "0"))
            if value >= 10 { digits.append(value / 10) }
            digits.append(value % 10)
        }
        var sum = 0
        for (position, digit) in digits.reversed().enumerated() {
            let weighted = position.isMultiple(of: 2) ? digit : digit * 2
            sum += weighted > 9 ? weighted - 9 : weighted
        }
        return sum.isMultiple(of: 10)
    }
}

/// Why a text is not an ISIN.
public enum ISINError: Error, Hashable, Sendable {
    /// The text does not hold two letters, nine letters or digits, and a digit.
    case wrongShape
}
