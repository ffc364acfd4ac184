import Testing
import TextInputCore

@MainActor
@Suite("TextInputFormats.bankCardHolderName: the name as embossed")
struct BankCardHolderNameFormatTests {
    typealias Notation = FieldNotation
    static let format = TextInputFormats.bankCardHolderName()

    @Test(
        "characters: letters upper-cased and folded, separators kept, the rest dropped",
        arguments: [
            ("john smith", "JOHN SMITH|"),
            ("José", "JOSE|"),
            ("Jose\u{301}", "JOSE|"),
            ("Zoë", "ZOE|"),
            ("Straße", "STRASSE|"),
            ("o’neil", "O'NEIL|"),
            ("R2D2", "RD|"),
            ("A👍B", "AB|"),
            ("李A", "A|"),
            ("ＡＢ", "AB|"),
        ], EditKindReporting.allCases)
    func characters(_ example: (typed: String, expected: String), reporting: EditKindReporting) {
        let (typed, expected) = example
        let (field, _) = Notation.field(Self.format, "", reporting)
        Notation.perform([typed], on: field)
        #expect(Notation.describe(field) == expected)
        let (pasted, _) = Notation.field(Self.format, "", reporting)
        Notation.perform(["paste:" + typed], on: pasted)
        #expect(Notation.describe(pasted) == expected)
    }

    @Test(
        "separators: one space, or one of . - ' after a letter with an optional space",
        arguments: [
            ("A|", ["."], "A.|"),
            ("A.|", [" B"], "A. B|"),
            ("B|", ["-C"], "B-C|"),
            ("O|", ["'NEIL"], "O'NEIL|"),
            ("A |", ["."], "A |"),
            ("A |", ["-"], "A |"),
            ("A |", [" "], "A |"),
            ("A.|", ["."], "A.|"),
            ("A.|", ["-"], "A.|"),
            ("A. |", [" "], "A. |"),
            ("|", [" "], "|"),
            ("|", ["."], "|"),
            ("|", ["-"], "|"),
            ("|", ["'"], "|"),
            ("|", ["paste:  john  smith "], "JOHN SMITH |"),
            ("|", ["paste:J. R. R. TOLKIEN"], "J. R. R. TOLKIEN|"),
            ("|", ["paste:--A..B  C"], "A.B C|"),
            ("A|B", [" "], "A |B"),
            ("A|B", ["."], "A.|B"),
            ("A |B", ["-"], "A |B"),
        ] as [(String, [String], String)], EditKindReporting.allCases)
    func separators(_ example: (start: String, actions: [String], expected: String), reporting: EditKindReporting) {
        let (start, actions, expected) = example
        let (field, _) = Notation.field(Self.format, start, reporting)
        Notation.perform(actions, on: field)
        #expect(Notation.describe(field) == expected)
    }

    @Test(
        "separators orphaned by a deletion are removed, and so are leading ones",
        arguments: [
            ("A| B", ["backspace"], "|B"),
            ("A. B|. C.", ["backspace"], "A. |C."),
            ("B D|-F", ["backspace"], "B |F"),
            ("AB|", ["backspace"], "A|"),
            ("A.|", ["backspace"], "A|"),
            ("[A]. B", ["backspace"], "|B"),
            ("A[ ]B", ["backspace"], "A|B"),
            ("|A B", ["delete"], "|B"),
        ] as [(String, [String], String)], EditKindReporting.allCases)
    func orphans(_ example: (start: String, actions: [String], expected: String), reporting: EditKindReporting) {
        let (start, actions, expected) = example
        let (field, _) = Notation.field(Self.format, start, reporting)
        Notation.perform(actions, on: field)
        #expect(Notation.describe(field) == expected)
    }

    @Test("at most maxLength characters: an insertion is cut to what fits", arguments: EditKindReporting.allCases)
    func maximum(reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.format, "", reporting)
        field.insert("Alexandra Konstantinopoulou-Smith")
        #expect(field.text == "ALEXANDRA KONSTANTINOPOULO")
        #expect(field.text.count == 26)
        field.insert("X")
        #expect(field.text.count == 26)
        let (short, _) = Notation.field(TextInputFormats.bankCardHolderName(.options(maxLength: 5)), "", reporting)
        Notation.perform(["abcdefg"], on: short)
        #expect(Notation.describe(short) == "ABCDE|")
        let (middle, _) = Notation.field(TextInputFormats.bankCardHolderName(.options(maxLength: 5)), "AB|CD", reporting)
        Notation.perform(["paste:xyz"], on: middle)
        #expect(Notation.describe(middle) == "ABX|CD")
    }

    @Test(
        "the value: the name without trailing separators; nil when empty",
        arguments: [
            ("", nil), ("A", "A"), ("JOHN ", "JOHN"), ("JR.", "JR."), ("O'", "O"), ("B-", "B"), ("J. R. ", "J. R."),
        ] as [(String, String?)], EditKindReporting.allCases)
    func value(_ example: (text: String, expected: String?), reporting: EditKindReporting) {
        let (text, expected) = example
        let (_, binding) = Notation.field(Self.format, text + "|", reporting)
        #expect(binding.text == text)
        #expect(binding.value == expected)
    }

    @Test("typing an upper-case letter or a space after a word is accepted as it is")
    func accepted() {
        for (text, typed) in [("JOHN", " "), ("JOHN ", "S"), ("O", "'")] {
            let edit = TextInputEdit(
                originalText: text, originalSelectedRange: text.endIndex..<text.endIndex,
                replacementText: typed, editedRange: text.endIndex..<text.endIndex, kind: .typing)
            #expect(Self.format.formatter.validate(edit) == .accepted)
        }
    }

    @Test("a maxLength below 1 is taken as 1, and validated() reports it", arguments: [0, -1, Int.min])
    func invalidMaxLength(maxLength: Int) {
        let options = BankCardHolderNameTextInputOptions.options(maxLength: maxLength)
        #expect(options.maxLength == 1)
        #expect(options == .options(maxLength: 1))
        #expect(throws: TextInputConfigurationError.outOfRange(.bankCardHolderNameMaxLength, value: maxLength, allowed: 1...Int.max)) {
            try options.validated()
        }
        let field = TextInputSimulator()
        TextInputFormats.bankCardHolderName(options).bind(to: field)
        field.insert("JO")
        #expect(field.text == "J")
    }

    @Test("validated() passes a maxLength of 1 or more", arguments: [1, 26, Int.max])
    func validMaxLength(maxLength: Int) throws {
        #expect(try BankCardHolderNameTextInputOptions.options(maxLength: maxLength).validated().maxLength == maxLength)
    }
}
