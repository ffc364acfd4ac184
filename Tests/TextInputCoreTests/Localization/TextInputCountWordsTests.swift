import Foundation
import Testing

@testable import TextInputCore

@Suite("A count is said in words as it stands before the noun it counts, with no invisible characters")
struct TextInputCountWordsTests {
    /// Arabic counts before a masculine noun, in the nominative: the gender polarity of 3–10,
    /// the masculine of 11 and 12, the unit before the tens.
    @Test(
        "Arabic counts for a masculine noun",
        arguments: [
            (1, "واحد"), (2, "اثنان"), (3, "ثلاثة"), (4, "أربعة"), (5, "خمسة"), (6, "ستة"), (7, "سبعة"), (8, "ثمانية"),
            (9, "تسعة"), (10, "عشرة"), (11, "أحد عشر"), (12, "اثنا عشر"), (13, "ثلاثة عشر"), (19, "تسعة عشر"),
            (20, "عشرون"), (21, "واحد وعشرون"), (22, "اثنان وعشرون"), (35, "خمسة وثلاثون"), (40, "أربعون"),
            (99, "تسعة وتسعون"), (100, "مئة"), (101, "مئة وواحد"), (102, "مئة واثنان"), (112, "مئة واثنا عشر"),
            (150, "مئة وخمسون"), (200, "مئتا"), (201, "مئتان وواحد"), (300, "ثلاثمئة"), (800, "ثمانمئة"),
            (999, "تسعمئة وتسعة وتسعون"),
        ])
    func arabic(count: Int, words: String) {
        #expect(TextInputCountWords.words(for: count, language: "ar") == words)
    }

    @Test("Arabic counts past the package's own words are still words, not digits")
    func arabicBeyondItsWords() {
        let words = TextInputCountWords.words(for: ArabicCountWords.largest + 1, language: "ar")
        #expect(!words.isEmpty && !words.unicodeScalars.contains { $0.properties.numericType == .decimal })
    }

    @Test(
        "Spanish drops the last letter of a count ending in one before the noun",
        arguments: [
            (1, "un"), (21, "veintiún"), (31, "treinta y un"), (41, "cuarenta y un"), (101, "ciento un"),
            (121, "ciento veintiún"), (1_001, "mil un"), (11, "once"), (91, "noventa y un"), (20, "veinte"),
        ])
    func spanish(count: Int, words: String) {
        #expect(TextInputCountWords.words(for: count, language: "es") == words)
    }

    @Test("German counts carry no soft hyphen", arguments: [(21, "einundzwanzig"), (99, "neunundneunzig"), (121, "einhunderteinundzwanzig")])
    func german(count: Int, words: String) {
        #expect(TextInputCountWords.words(for: count, language: "de") == words)
    }

    @Test("no count of any language holds an invisible formatting character or a digit", arguments: TextInputString.localizations)
    func noFormatCharacters(language: String) {
        for count in Array(1...130) + [199, 200, 201, 999, 1_000, 1_001, 1_021, 21_000, 1_000_000] {
            let words = TextInputCountWords.words(for: count, language: language)
            #expect(!words.unicodeScalars.contains { $0.properties.generalCategory == .format }, "\(language) \(count)")
            #expect(!words.isEmpty && !words.unicodeScalars.contains { $0.properties.numericType == .decimal }, "\(language) \(count)")
            let phrase = TextInputPluralString.charactersLeft.localized(count: count, for: Locale(identifier: language))
            #expect(!phrase.unicodeScalars.contains { $0.properties.generalCategory == .format }, "\(language) \(count)")
        }
    }
}
