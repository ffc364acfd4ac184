import TextInputCore
import TextInputTesting

extension FuzzCatalog {
    /// Fragments that start IBANs of countries of different lengths, type their letters in
    /// either case, and paste them with the separators people copy.
    static let ibanFragments = [
        "GB", "gb", "NO", "no", "LC", "RU", "DE", "FR", "MT", "ZZ", "1", "W", "west", "A", "m", " ", "-", "IBAN ",
        "GB82 WEST 1234 5698 7654 32", "no93-8601-1117-947", "lc55hemm000100010012001200023015",
        "RU0304452522540817810538091310419", "GB82WEST12345698765432GB82",
    ]

    /// An IBAN field edited with those fragments: typing and deleting the country code changes
    /// how many characters the field takes (15 for Norway, 33 for Russia, 34 before a country).
    static func ibans() -> [any FuzzTarget] {
        var target = FuzzFormatTarget(
            "iban-countries", sharing: TextInputFormats.iban(), code: "TextInputFormats.iban()", fragments: ibanFragments + FuzzAlphabet.digits)
        target.pasteRule = .asciiLettersAndDigits(limit: 15)
        return [target]
    }
}
