import Foundation
import Testing
import TextInputCore
import TextInputTesting

/// The folding rule the built-in matching and inline completion share.
@Suite("Autofill folding")
struct AutoFillFoldingTests {
    @Test(
        "folds case and diacritics away",
        arguments: [
            ("Páris", "paris"),
            ("PARIS", "paris"),
            ("paris", "paris"),
            ("ÆØÅ", "æøa"),
            ("Łódź", "łodz"),
            ("Straße", "straße"),
            ("ẞ", "ß"),
            ("İstanbul", "istanbul"),
            ("ΆΘΗΝΑ", "αθηνα"),
            ("Ελλάς", "ελλας"),
            ("Москва́", "москва"),
            ("Ŭ", "u"),
            ("ǅ", "ǆ"),
            ("\u{2126}", "ω"),  // OHM SIGN
            ("\u{212B}", "a"),  // ANGSTROM SIGN
            ("ﬃ", "ﬃ"),  // a compatibility ligature stays
            ("Ｐａｒｉｓ", "ｐａｒｉｓ"),
            ("cafe\u{301}", "cafe"),
            ("が", "か\u{3099}"),
            ("한", "\u{1112}\u{1161}\u{11AB}"),
            ("कु", "कु"),
            ("שָׁלוֹם", "שָׁלוֹם".decomposedStringWithCanonicalMapping),
            ("👍🏽 1-2", "👍🏽 1-2"),
            ("", ""),
        ])
    func folds(text: String, folded: String) {
        #expect(text.autoFillFolded.unicodeScalars.elementsEqual(folded.unicodeScalars))
    }

    @Test("canonically equivalent texts fold alike, marks in any order")
    func canonicalEquivalence() {
        // A Hebrew letter with two points, in both orders; an a with a dot below and a circumflex.
        let pairs = [
            ("\u{05E9}\u{05C1}\u{05BC}", "\u{05E9}\u{05BC}\u{05C1}"),
            ("\u{1EAD}", "a\u{0323}\u{0302}"),
            ("\u{1EAD}", "a\u{0302}\u{0323}"),
            ("\u{0958}", "\u{0915}\u{093C}"),
            ("\u{F900}", "\u{8C48}"),
        ]
        for (first, second) in pairs {
            #expect(first == second)
            #expect(first.autoFillFolded.unicodeScalars.elementsEqual(second.autoFillFolded.unicodeScalars), "\(first.debugDescription)")
        }
    }

    @Test("every text folds as the documented rule says", arguments: 0..<4)
    func matchesTheRule(seed: UInt64) {
        let fragments = [
            "a", "Z", "é", "E\u{301}", "\u{301}", "\u{327}", "ß", "Ø", "Å", "İ", "ǅ", "Σ", "ς", "が", "\u{3099}",
            "한", "ᄒ", "क़", "\u{93C}", "ש", "\u{5C1}", "\u{5BC}", "ﬃ", "👍🏽", "🇫🇷", " ", "-", "\u{200D}",
            "Ω", "\u{FB2C}", "\u{1D15F}", "𝐀", "\u{1E9E}", "Ǖ", "ǖ", "\u{345}", "\u{34F}",
        ]
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<(300 * fuzzScale) {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in fragments.randomElement(using: &random) ?? "" }.joined()
            #expect(text.autoFillFolded.unicodeScalars.elementsEqual(AutoFillReference.fold(text).unicodeScalars), "\(text.debugDescription)")
        }
    }

    @Test("every scalar of the first three planes folds as the documented rule says")
    func everyScalar() {
        // Checks too that no scalar outside the blocks the folding decomposes has a decomposition.
        let mismatches = (UInt32(0x80)..<0x3_0000).compactMap(Unicode.Scalar.init).filter { scalar in
            guard scalar.properties.generalCategory != .unassigned, scalar.properties.generalCategory != .privateUse else { return false }
            let text = String(scalar)
            return !text.autoFillFolded.unicodeScalars.elementsEqual(AutoFillReference.fold(text).unicodeScalars)
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).map { String($0.value, radix: 16) })")
    }
}
