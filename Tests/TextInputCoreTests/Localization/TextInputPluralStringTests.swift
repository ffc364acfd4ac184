import Foundation
import Testing

@testable import TextInputCore

@Suite("What is left to type is said in each language's plural forms, the count in words as it stands before the noun")
struct TextInputPluralStringTests {
    struct Phrase: Sendable, CustomTestStringConvertible {
        let language: String
        let count: Int
        let words: String
        var testDescription: String { "\(language) \(count)" }
    }

    /// What a native speaker says is left: the specification.
    static let digitsLeft: [Phrase] = [
        (
            "en",
            [
                "one digit left", "two digits left", "three digits left", "ten digits left", "eleven digits left",
                "twelve digits left", "twenty-one digits left", "thirty-one digits left", "ninety-nine digits left",
                "one hundred digits left", "one hundred one digits left", "one hundred three digits left",
                "one hundred eleven digits left", "one hundred twenty-one digits left", "two hundred digits left",
            ]
        ),
        (
            "de",
            [
                "noch eine Ziffer", "noch zwei Ziffern", "noch drei Ziffern", "noch zehn Ziffern", "noch elf Ziffern",
                "noch zwölf Ziffern", "noch einundzwanzig Ziffern", "noch einunddreißig Ziffern", "noch neunundneunzig Ziffern",
                "noch einhundert Ziffern", "noch einhunderteins Ziffern", "noch einhundertdrei Ziffern",
                "noch einhundertelf Ziffern", "noch einhunderteinundzwanzig Ziffern", "noch zweihundert Ziffern",
            ]
        ),
        (
            "fr",
            [
                "encore un chiffre", "encore deux chiffres", "encore trois chiffres", "encore dix chiffres", "encore onze chiffres",
                "encore douze chiffres", "encore vingt-et-un chiffres", "encore trente-et-un chiffres",
                "encore quatre-vingt-dix-neuf chiffres", "encore cent chiffres", "encore cent un chiffres", "encore cent trois chiffres",
                "encore cent onze chiffres", "encore cent vingt-et-un chiffres", "encore deux cents chiffres",
            ]
        ),
        (
            "es",
            [
                "falta un dígito", "faltan dos dígitos", "faltan tres dígitos", "faltan diez dígitos", "faltan once dígitos",
                "faltan doce dígitos", "faltan veintiún dígitos", "faltan treinta y un dígitos", "faltan noventa y nueve dígitos",
                "faltan cien dígitos", "faltan ciento un dígitos", "faltan ciento tres dígitos", "faltan ciento once dígitos",
                "faltan ciento veintiún dígitos", "faltan doscientos dígitos",
            ]
        ),
        (
            "ja",
            [
                "残り一桁", "残り二桁", "残り三桁", "残り十桁", "残り十一桁", "残り十二桁", "残り二十一桁", "残り三十一桁", "残り九十九桁",
                "残り百桁", "残り百一桁", "残り百三桁", "残り百十一桁", "残り百二十一桁", "残り二百桁",
            ]
        ),
        (
            "ar",
            [
                "بقي رقم واحد", "بقي رقمان", "بقيت ثلاثة أرقام", "بقيت عشرة أرقام", "بقي أحد عشر رقمًا", "بقي اثنا عشر رقمًا",
                "بقي واحد وعشرون رقمًا", "بقي واحد وثلاثون رقمًا", "بقي تسعة وتسعون رقمًا", "بقي مئة رقم", "بقي مئة وواحد رقم",
                "بقيت مئة وثلاثة أرقام", "بقي مئة وأحد عشر رقمًا", "بقي مئة وواحد وعشرون رقمًا", "بقي مئتا رقم",
            ]
        ),
    ].flatMap { language, phrases in
        zip([1, 2, 3, 10, 11, 12, 21, 31, 99, 100, 101, 103, 111, 121, 200], phrases).map {
            Phrase(language: language, count: $0, words: $1)
        }
    }

    static let charactersLeft: [Phrase] = [
        (
            "en",
            [
                "one character left", "two characters left", "three characters left", "eleven characters left",
                "twenty-one characters left", "one hundred characters left", "one hundred one characters left",
            ]
        ),
        (
            "de",
            [
                "noch ein Zeichen", "noch zwei Zeichen", "noch drei Zeichen", "noch elf Zeichen", "noch einundzwanzig Zeichen",
                "noch einhundert Zeichen", "noch einhunderteins Zeichen",
            ]
        ),
        (
            "fr",
            [
                "encore un caractère", "encore deux caractères", "encore trois caractères", "encore onze caractères",
                "encore vingt-et-un caractères", "encore cent caractères", "encore cent un caractères",
            ]
        ),
        (
            "es",
            [
                "falta un carácter", "faltan dos caracteres", "faltan tres caracteres", "faltan once caracteres",
                "faltan veintiún caracteres", "faltan cien caracteres", "faltan ciento un caracteres",
            ]
        ),
        ("ja", ["残り一文字", "残り二文字", "残り三文字", "残り十一文字", "残り二十一文字", "残り百文字", "残り百一文字"]),
        (
            "ar",
            [
                "بقي حرف واحد", "بقي حرفان", "بقيت ثلاثة أحرف", "بقي أحد عشر حرفًا", "بقي واحد وعشرون حرفًا", "بقي مئة حرف",
                "بقي مئة وواحد حرف",
            ]
        ),
    ].flatMap { language, phrases in
        zip([1, 2, 3, 11, 21, 100, 101], phrases).map { Phrase(language: language, count: $0, words: $1) }
    }

    @Test("digits left, in each language", arguments: digitsLeft)
    func digits(_ phrase: Phrase) {
        #expect(TextInputPluralString.digitsLeft.localized(count: phrase.count, for: Locale(identifier: phrase.language)) == phrase.words)
    }

    @Test("characters left, in each language", arguments: charactersLeft)
    func characters(_ phrase: Phrase) {
        #expect(TextInputPluralString.charactersLeft.localized(count: phrase.count, for: Locale(identifier: phrase.language)) == phrase.words)
    }

    @Test(
        "a million takes French's and Spanish's form for millions",
        arguments: [("fr", "encore un million de chiffres"), ("es", "faltan un millón de dígitos")])
    func millions(language: String, words: String) {
        #expect(TextInputPluralString.digitsLeft.localized(count: 1_000_000, for: Locale(identifier: language)) == words)
    }

    @Test("a language the resource does not have is spoken in English, its count too")
    func fallback() {
        #expect(TextInputPluralString.digitsLeft.localized(count: 7, for: Locale(identifier: "pt_BR")) == "seven digits left")
    }

    @Test(
        "each language's entries are its own, copied with the package, and have exactly the forms a count of one or more takes in it",
        arguments: TextInputString.localizations)
    func entries(language: String) throws {
        let counts = Array(1...1_000) + [1_000_000]
        let forms = Set(counts.map { TextInputPluralCategory(count: $0, language: language) })
        for key in TextInputPluralString.allCases {
            let (entry, source) = try #require(TextInputPluralTable.entry(key.rawValue, language: language), "\(language) \(key)")
            #expect(source == language)
            #expect(Set(entry.variants.keys) == forms, "\(language) \(key)")
        }
    }

    @Test("a variant names its count only in words, never as digits that would join the field's")
    func countOnlyInWords() throws {
        for language in TextInputString.localizations {
            for key in TextInputPluralString.allCases {
                let (entry, _) = try #require(TextInputPluralTable.entry(key.rawValue, language: language))
                for variant in entry.variants.values {
                    let specifiers = variant.replacingOccurrences(of: TextInputPluralEntry.countInWords, with: "")
                    #expect(!specifiers.contains("%"), "\(language) \(key): \(variant)")
                }
            }
        }
    }

    @Test("an entry reads the format of a stringsdict: its variable by either reference, the other form for a missing one")
    func entryFormat() throws {
        let dictionary: [String: Any] = [
            "NSStringLocalizedFormatKey": "Still %#@slots@.",
            "slots": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "one": "one slot", "other": "%2$@ slots"],
        ]
        let entry = try #require(TextInputPluralEntry(dictionary))
        #expect(entry.phrase(count: 1, language: "en") == "Still one slot.")
        #expect(entry.phrase(count: 3, language: "en") == "Still three slots.")
        #expect(entry.phrase(count: 2, language: "ar") == "Still اثنان slots.")
        #expect(TextInputPluralEntry(["NSStringLocalizedFormatKey": "%#@slots@"]) == nil)
        #expect(
            TextInputPluralEntry(["NSStringLocalizedFormatKey": "%#@slots@", "slots": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "one": "x"]])
                == nil)
    }
}

@Suite("The Accessibility article's table of counts says what a mask says")
struct AccessibilityArticleCountTests {
    static let article = DocSamplesTests.packageRoot.appendingPathComponent("Sources/TextInputCore/TextInputCore.docc/Accessibility.md")

    @Test("each row is the digits left in its language, at the counts of the header")
    func table() throws {
        let lines = try String(contentsOf: Self.article, encoding: .utf8).components(separatedBy: "\n")
        let header = try #require(lines.firstIndex { $0.hasPrefix("| Language | 1 left |") })
        let cells = { (line: String) in line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) } }
        let counts = cells(lines[header]).dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        try #require(!counts.isEmpty)
        let languages = ["English": "en", "German": "de", "French": "fr", "Spanish": "es", "Japanese": "ja", "Arabic": "ar"]
        let rows = lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map(cells)
        #expect(rows.map { $0[0] }.sorted() == languages.keys.sorted())
        for row in rows {
            let language = try #require(languages[row[0]])
            let said = counts.map { TextInputPluralString.digitsLeft.localized(count: $0, for: Locale(identifier: language)) }
            #expect(Array(row.dropFirst()) == said, "\(row[0])")
        }
    }
}
