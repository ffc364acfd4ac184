import Testing
import TextInputCore
import TextInputTesting

/// The IBAN field's editing rules through a field, with and without edit kinds (UIKit): the
/// same rules as the card number's, over letters and digits.
@MainActor
@Suite("IBAN field: groups of four, the caret after the same character, Backspace over a space")
struct IBANEditingTests {
    typealias Notation = FieldNotation
    static let format = TextInputFormats.iban()

    @Test("keeps every editing rule the format check holds a format to, with IBANs of three lengths")
    func formatCheck() throws {
        try TextInputFormatCheck(Self.format, samples: ["GB82 WEST 1234 5698 7654 32", "no9386011117947", "MT84MALT011000012345MTLCAST001S"]).run()
    }

    @Test(
        "typing: letters upper-cased, a space once a fifth character follows, the caret after the character typed",
        arguments: [
            ("|", ["g"], "G|"),
            ("|", ["gb82"], "GB82|"),
            ("|", ["gb82w"], "GB82 W|"),
            ("GB82 |WEST", ["x"], "GB82 X|WES T"),
            ("GB82| WEST", ["x"], "GB82 X|WES T"),
            ("GB8|2 WEST", ["1"], "GB81| 2WES T"),
            ("|GB82 WEST", ["a"], "A|GB8 2WES T"),
            ("DE89 37|04", ["o"], "DE89 37O|0 4"),  // kept where it is typed: the status is invalid
            ("GB82 WEST|", [" ", "-", "é", "١", "👍🏽"], "GB82 WEST|"),  // nothing of these is kept
        ], EditKindReporting.allCases)
    func typing(_ example: (start: String, keys: [String], expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: example.keys, on: Self.format, showing: example.start, reporting) == example.expected)
    }

    @Test(
        "Backspace and forward delete over a space delete the character beyond it and regroup",
        arguments: [
            ("GB82 |WEST", "backspace", "GB8|W EST"),
            ("GB82| WEST", "delete", "GB82| EST"),
            ("GB82 W|", "backspace", "GB82|"),
            ("GB82 WEST 1234 5698 7654 |32", "backspace", "GB82 WEST 1234 5698 765|3 2"),
            ("GB82 WEST 1234 5698 7654| 32", "delete", "GB82 WEST 1234 5698 7654| 2"),
            ("GB82 WEST 12|34", "backspace", "GB82 WEST 1|34"),
            ("GB82 WEST 12|34", "delete", "GB82 WEST 12|4"),
            ("GB82[ ]WEST", "backspace", "GB82| WEST"),  // a selected space alone: the caret moves to its left
            ("GB82[ ]WEST", "delete", "GB82| WEST"),
            ("GB8[2 W]EST", "backspace", "GB8|E ST"),
            ("|GB82", "backspace", "|GB82"),
            ("GB82|", "delete", "GB82|"),
        ], EditKindReporting.allCases)
    func deletion(_ example: (start: String, action: String, expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: [example.action], on: Self.format, showing: example.start, reporting) == example.expected)
    }

    @Test(
        "a paste is upper-cased and regrouped, whatever its spacing; what is not an ASCII letter or digit is dropped",
        arguments: [
            ("|", "gb82 west 1234 5698 7654 32", "GB82 WEST 1234 5698 7654 32|"),
            ("|", "GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32|"),
            ("|", "gb82-west-1234-5698-7654-32", "GB82 WEST 1234 5698 7654 32|"),
            ("|", "  DE89 3704 0044 0532 0130 00\n", "DE89 3704 0044 0532 0130 00|"),
            ("|", "fr14 2004 1010 0505 0001 3m02 606", "FR14 2004 1010 0505 0001 3M02 606|"),
            ("|", "GB82 WÉST", "GB82 WST|"),
            ("|", "ＧＢ８２", "|"),
            ("GB82 |", "west", "GB82 WEST|"),
            ("GB82 [WEST] 1234", "abcd", "GB82 ABCD| 1234"),
            ("[GB82 WEST]", "de89 3704", "DE89 3704|"),
        ], EditKindReporting.allCases)
    func paste(_ example: (start: String, pasted: String, expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: ["paste:" + example.pasted], on: Self.format, showing: example.start, reporting) == example.expected)
    }

    @Test(
        "the field takes the length of the country its first two letters name, and 34 before",
        arguments: [
            ("NO9386011117947999", "NO93 8601 1117 947"),
            ("GB82WEST12345698765432999", "GB82 WEST 1234 5698 7654 32"),
            ("BE68539007547034999", "BE68 5390 0754 7034"),
            ("LC55HEMM00010001001200120002301599", "LC55 HEMM 0001 0001 0012 0012 0002 3015"),
            ("RU0304452522540817810538091310419999", "RU03 0445 2522 5408 1781 0538 0913 1041 9"),
            ("ZZ00" + String(repeating: "1", count: 40), "ZZ00 " + Array(repeating: "1111", count: 7).joined(separator: " ") + " 11"),
            ("1234" + String(repeating: "5", count: 40), "1234 " + Array(repeating: "5555", count: 7).joined(separator: " ") + " 55"),
        ])
    func lengthLimit(pasted: String, shown: String) {
        #expect(Self.format.formatted(pasted).text == shown)
        #expect(Self.format.formatted(shown).text == shown)
    }

    @Test(
        "a full IBAN refuses a character, typed inside or at the end: nothing is pushed out",
        arguments: [
            ("GB82 |WEST 1234 5698 7654 32", "A", "GB82 |WEST 1234 5698 7654 32"),
            ("GB82 WEST 1234 5698 7654 32|", "1", "GB82 WEST 1234 5698 7654 32|"),
            ("NO93 8601 1117 947|", "5", "NO93 8601 1117 947|"),
            ("[NO]93 8601 1117 947", "GB", "GB|93 8601 1117 947"),  // a longer country: room for 7 more
            // A shorter one would drop the end: "N" is kept, "O" refused.
            ("[GB]82 WEST 1234 5698 7654 32", "NO", "N|82W EST1 2345 6987 6543 2"),
            ("[GB]82 WEST 1234 5", "NO", "NO|82 WEST 1234 5"),
        ], EditKindReporting.allCases)
    func fullIBAN(_ example: (start: String, typed: String, expected: String), reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.format, example.start, reporting)
        field.insert(example.typed)
        #expect(Notation.describe(field) == example.expected)
    }

    @Test("typing a whole IBAN key by key shows it grouped at every step, and its value is valid at the end", arguments: EditKindReporting.allCases)
    func typedKeyByKey(reporting: EditKindReporting) {
        let (field, binding) = Notation.field(Self.format, "", reporting)
        var expected = ""
        for (index, character) in "gb82west12345698765432".enumerated() {
            if index > 0, index % 4 == 0 { expected += " " }
            expected += character.uppercased()
            field.insert(String(character))
            #expect(Notation.describe(field) == expected + "|")
            #expect(binding.status == (index == 21 ? .valid : .incomplete))
        }
        #expect(binding.value?.electronicFormat == "GB82WEST12345698765432")
        while !field.text.isEmpty { field.backspace() }
        #expect(binding.value == nil)
        #expect(binding.status == .empty)
    }

    @Test("the field's own text pasted again gives it back unchanged", arguments: IBANTests.published.map(\.printed))
    func fixedPoint(printed: String) {
        #expect(Self.format.formatted(printed).text == printed)
        #expect(Self.format.formatted(printed.lowercased()).text == printed)
    }
}
