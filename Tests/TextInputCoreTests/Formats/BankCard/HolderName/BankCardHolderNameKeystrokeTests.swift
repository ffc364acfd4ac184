import Testing
import TextInputCore

/// The holder name and security code rules through the simulator only. Rules
/// already tabled in ``BankCardHolderNameFormatTests`` and ``BankCardSecurityCodeFormatTests``
/// are not repeated; these add keystroke-level checks and refusals seen from the binding.
@MainActor
@Suite("Holder name and security code through a field: keystrokes and refusals")
struct BankCardHolderNameKeystrokeTests {
    typealias Notation = FieldNotation
    static let format = TextInputFormats.bankCardHolderName()

    @Test("lower case is upper-cased as typed, one keystroke at a time", arguments: EditKindReporting.allCases)
    func upperCasedAsTyped(reporting: EditKindReporting) {
        let (field, binding) = Notation.field(Self.format, "", reporting)
        for (typed, shown) in zip(["j", "o", "'", "n"], ["J|", "JO|", "JO'|", "JO'N|"]) {
            field.insert(typed)
            #expect(Notation.describe(field) == shown)
        }
        #expect(binding.value == "JO'N")
    }

    @Test(
        "an accented letter, or a letter then a combining accent typed separately, folds to the base letter",
        arguments: [
            ["é"], ["e", "\u{301}"], ["E", "\u{308}"], ["Ñ"],
        ], EditKindReporting.allCases)
    func accents(keystrokes: [String], reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.format, "", reporting)
        for keystroke in keystrokes { field.insert(keystroke) }
        #expect(field.text == (keystrokes == ["Ñ"] ? "N" : "E"))
        #expect(field.text.unicodeScalars.count == 1)
    }

    // With kinds only: a one-Character paste is told from typing it by its kind alone.
    @Test("a letter and its combining accent pasted as one Character fold to the base letter")
    func pastedAccent() {
        let (field, _) = Notation.field(Self.format, "", .withKinds)
        field.paste("e\u{301}")
        #expect(field.text == "E")
        #expect(field.text.unicodeScalars.count == 1)
    }

    @Test(
        "names of letters, spaces, dots, apostrophes and hyphens type as they are",
        arguments: ["A.", "A. B", "B-C", "O'NEIL", "A- B", "A' B", "JEAN-LUC PICARD"], EditKindReporting.allCases)
    func allowedNames(name: String, reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.format, "", reporting)
        Notation.perform([name], on: field)
        #expect(Notation.describe(field) == name + "|")
    }

    @Test(
        "refused keystrokes change nothing, are answered .rejected and report nothing",
        arguments: [
            ("A |", ["."]),  // "." cannot start a word
            ("A |", ["-"]),
            ("A |", ["'"]),
            ("|", ["."]),  // nor the text
            ("|", [" "]),  // no leading space
            ("A |", [" "]),  // no two spaces in a row
            ("A. |", [" "]),
            ("A.|", ["-"]),  // one separator mark at a time
            ("A|", ["1"]),  // digits, emoji and other scripts are dropped
            ("A|", ["👍"]),
            ("A|", ["李"]),
            ("A|", ["paste:123"]),
            ("ABCDEFGHIJKLMNOPQRSTUVWXYZ|", ["A"]),  // 26 characters: full
        ] as [(String, [String])], EditKindReporting.allCases)
    func refusals(_ example: (start: String, actions: [String]), reporting: EditKindReporting) {
        let (start, actions) = example
        let spy = BankCardValidationSpy(Self.format, start, reporting)
        spy.expectRefused(actions)
    }

    @Test(
        "separators a deletion orphans are removed, and so are leading ones",
        arguments: [
            ("A| B", "|B"),
            ("A. B|. C.", "A. |C."),
            ("B D|-F", "B |F"),
            ("JO|-ANN", "J|-ANN"),
            ("A|-B", "|B"),
        ], EditKindReporting.allCases)
    func orphans(_ example: (start: String, expected: String), reporting: EditKindReporting) {
        let (start, expected) = example
        let (field, _) = Notation.field(Self.format, start, reporting)
        field.backspace()
        #expect(Notation.describe(field) == expected)
    }

    @Test(
        "security code: digits only, at most length; refused keystrokes are answered .rejected",
        arguments: [
            (3, "123|", ["4"]), (4, "1234|", ["5"]), (3, "12|", ["a"]), (3, "12|", [" "]), (3, "1|23", ["9"]),
        ] as [(Int, String, [String])], EditKindReporting.allCases)
    func securityCodeRefusals(_ example: (length: Int, start: String, actions: [String]), reporting: EditKindReporting) {
        let (length, start, actions) = example
        let spy = BankCardValidationSpy(TextInputFormats.bankCardSecurityCode(length: length), start, reporting)
        spy.expectRefused(actions)
    }

    @Test("security code: the value is the code when complete, nil otherwise, as typed", arguments: EditKindReporting.allCases)
    func securityCodeValue(reporting: EditKindReporting) {
        let (field, binding) = Notation.field(TextInputFormats.bankCardSecurityCode(length: 4), "", reporting)
        for (typed, value) in [("1", nil), ("2", nil), ("3", nil), ("4", "1234")] as [(String, String?)] {
            field.insert(typed)
            #expect(binding.value?.digitsString == value)
        }
        field.backspace()
        #expect(binding.value == nil)
    }
}
