import Foundation
import Testing

/// One IBAN recorded with schwifty's verdict by Tools/generate_iban_fixtures.py.
struct IBANFixture: Decodable, CustomTestStringConvertible {
    /// How the IBAN was made: `example`, `checkDigitChanged`, `wrongCharacter` or
    /// `aliasCheckDigits`.
    var `case`: String
    /// The country whose format it was made from.
    var country: String
    /// The IBAN, in its electronic format.
    var iban: String
    /// schwifty's verdict.
    var valid: Bool
    /// schwifty's grouped form.
    var formatted: String

    var testDescription: String { "\(`case`) \(iban)" }

    /// The committed fixtures.
    static let all: [IBANFixture] = {
        let decoder = JSONDecoder()
        return ibanFixtureLines.split(separator: "\n").compactMap { line in
            try? decoder.decode(IBANFixture.self, from: Data(line.utf8))
        }
    }()

    /// The valid IBANs schwifty made, three per country.
    static let examples = all.filter { $0.case == "example" }
}
