import Testing
import TextInputCore

/// The holder name and security code sentences of the issue, through the simulator only. Rules
/// already tabled in ``BankCardHolderNameFormatTests`` and ``BankCardSecurityCodeFormatTests``
/// are not repeated; these add keystroke-level checks and refusals seen from the binding.
@MainActor
@Suite("Issue 3, holder name and security code: sentence by sentence")
struct BankCardHolderNameIssueTests {
    typealias Notation = BankCardFieldNotation
    static let format = TextInputFormats.bankCardHolderName()

    @Test("lower case is upper-cased as typed, one keystroke at a time")
    func upperCasedAsTyped() {
        let (field, binding) = Notation.field(Self.format, "")
        for (typed, shown) in zip(["j", "o", "'", "n"], ["J|", "JO|", "JO'|", "JO'N|"]) {
            field.insert(typed)
            #expect(Notation.describe(field) == shown)
        }
        #expect(binding.value == "JO'N")
    }

    @Test("an accented letter, or a letter then a combining accent typed separately, folds to the base letter", arguments: [
        ["é"], ["e", "\u{301}"], ["E", "\u{308}"], ["paste:e\u{301}"], ["Ñ"],
    ])
    func accents(keystrokes: [String]) {
        let (field, _) = Notation.field(Self.format, "")
        for keystroke in keystrokes {
            if keystroke.hasPrefix("paste:") { field.paste(String(keystroke.dropFirst(6))) } else { field.insert(keystroke) }
        }
        #expect(field.text == (keystrokes == ["Ñ"] ? "N" : "E"))
        #expect(field.text.unicodeScalars.count == 1)
    }

    @Test("the names the issue allows type as they are", arguments: ["A.", "A. B", "B-C", "O'NEIL", "A- B", "A' B", "JEAN-LUC PICARD"])
    func allowedNames(name: String) {
        let (field, _) = Notation.field(Self.format, "")
        Notation.perform([name], on: field)
        #expect(Notation.describe(field) == name + "|")
    }

    @Test("refused keystrokes change nothing, are answered .rejected and report nothing", arguments: [
        ("A |", ["."]),             // "." cannot start a word
        ("A |", ["-"]),
        ("A |", ["'"]),
        ("|", ["."]),               // nor the text
        ("|", [" "]),               // no leading space
        ("A |", [" "]),             // no two spaces in a row
        ("A. |", [" "]),
        ("A.|", ["-"]),             // one separator mark at a time
        ("A|", ["1"]),              // digits, emoji and other scripts are dropped
        ("A|", ["👍"]),
        ("A|", ["李"]),
        ("A|", ["paste:123"]),
        ("ABCDEFGHIJKLMNOPQRSTUVWXYZ|", ["A"]),   // 26 characters: full
    ] as [(String, [String])])
    func refusals(start: String, actions: [String]) {
        let spy = BankCardValidationSpy(Self.format, start)
        spy.expectRefused(actions)
    }

    @Test("separators a deletion orphans are removed, and so are leading ones", arguments: [
        ("A| B", "|B"),
        ("A. B|. C.", "A. |C."),
        ("B D|-F", "B |F"),
        ("JO|-ANN", "J|-ANN"),
        ("A|-B", "|B"),
    ])
    func orphans(start: String, expected: String) {
        let (field, _) = Notation.field(Self.format, start)
        field.backspace()
        #expect(Notation.describe(field) == expected)
    }

    @Test("security code: digits only, at most length; refused keystrokes are answered .rejected", arguments: [
        (3, "123|", ["4"]), (4, "1234|", ["5"]), (3, "12|", ["a"]), (3, "12|", [" "]), (3, "1|23", ["9"]),
    ] as [(Int, String, [String])])
    func securityCodeRefusals(length: Int, start: String, actions: [String]) {
        let spy = BankCardValidationSpy(TextInputFormats.bankCardSecurityCode(length: length), start)
        spy.expectRefused(actions)
    }

    @Test("security code: the value is the code when complete, nil otherwise, as typed")
    func securityCodeValue() {
        let (field, binding) = Notation.field(TextInputFormats.bankCardSecurityCode(length: 4), "")
        for (typed, value) in [("1", nil), ("2", nil), ("3", nil), ("4", "1234")] as [(String, String?)] {
            field.insert(typed)
            #expect(binding.value?.digitsString == value)
        }
        field.backspace()
        #expect(binding.value == nil)
    }
}
