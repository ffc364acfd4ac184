import Foundation
import Testing
import TextInputCore

/// The expiry date rules through the simulator only, one test each. Rules
/// already tabled in ``BankCardExpiryDateFormatTests`` are not repeated; these add keystroke by
/// keystroke checks, refusals seen from the binding, and `paste` / `replace`.
@MainActor
@Suite("Expiry date through a field: keystroke by keystroke, refusals, paste and replace")
struct BankCardExpiryDateKeystrokeTests {
    typealias Notation = FieldNotation
    static let format = TextInputFormats.bankCardExpiryDate(
        .options(calendar: Calendar(identifier: .gregorian), currentDate: { Date(timeIntervalSince1970: 1_750_000_000) })  // June 2025
    )

    @Test("typing 1, 2, 3, 4 shows 1, 12/, 12/3, 12/34, the caret at the end each time", arguments: EditKindReporting.allCases)
    func typingShape(reporting: EditKindReporting) throws {
        let (field, binding) = Notation.field(Self.format, "", reporting)
        for (typed, shown) in zip(["1", "2", "3", "4"], ["1|", "12/|", "12/3|", "12/34|"]) {
            field.insert(typed)
            #expect(Notation.describe(field) == shown)
        }
        let expected = try BankCardExpiryDate(month: 12, year: 2034)
        #expect(binding.value == expected)
    }

    @Test("a first digit 2–9 can only start a one-digit month", arguments: 2...9, EditKindReporting.allCases)
    func oneDigitMonths(digit: Int, reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.format, "", reporting)
        field.insert(String(digit))
        #expect(Notation.describe(field) == "0\(digit)/|")
    }

    @Test("a separator typed after one month digit pads it", arguments: ["/", "-", ".", " "], EditKindReporting.allCases)
    func separatorPads(separator: String, reporting: EditKindReporting) {
        for digit in 1...9 {
            let (field, _) = Notation.field(Self.format, "", reporting)
            field.insert(String(digit))
            field.insert(separator)
            #expect(Notation.describe(field) == "0\(digit)/|")
        }
    }

    @Test(
        "refused keystrokes change neither text nor caret, are answered .rejected and report nothing",
        arguments: [
            ("0|", ["0"]),  // month 00
            ("1|", ["3"]),  // month 13
            ("1|", ["9"]),
            ("|2/34", ["3"]),  // 32, typed in front
            ("0|/34", ["0"]),
            ("12/34|", ["5"]),  // the year is full
            ("12/3|4", ["5"]),
            ("12/|34", ["5"]),
            ("12|/34", ["5"]),  // the month is full
            ("1|2/34", ["0"]),
            ("|12/", ["1"]),
            ("12[/]34", ["5"]),  // a selected slash replaced with a digit
            ("12[/]", ["5"]),
            ("12[/]3", ["paste:45"]),
            ("|", ["/"]),  // nothing to pad
            ("0|", ["/"]),
            ("12/|", ["/"]),
            ("1|", ["a"]),
        ] as [(String, [String])], EditKindReporting.allCases)
    func refusals(_ example: (start: String, actions: [String]), reporting: EditKindReporting) {
        let (start, actions) = example
        let spy = BankCardValidationSpy(Self.format, start, reporting)
        spy.expectRefused(actions)
    }

    @Test(
        "backspace after the slash: with no year it takes the month's last digit too; with a year it keeps the slash",
        arguments: [
            ("12/|", "1|"),
            ("04/|", "0|"),
            ("12/|34", "1|/34"),
            ("12|/34", "1|/34"),
            ("12/|3", "1|/3"),
        ], EditKindReporting.allCases)
    func backspaceAtSlash(_ example: (start: String, expected: String), reporting: EditKindReporting) {
        let (start, expected) = example
        let (field, _) = Notation.field(Self.format, start, reporting)
        field.backspace()
        #expect(Notation.describe(field) == expected)
    }

    @Test("typing into the month in front of a slash never adds a second slash", arguments: EditKindReporting.allCases)
    func noSecondSlash(reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.format, "|/34", reporting)
        field.insert("1")
        #expect(Notation.describe(field) == "1|/34")
        field.insert("2")
        #expect(Notation.describe(field) == "12|/34")
        let (padded, _) = Notation.field(Self.format, "1|/34", reporting)
        padded.insert("2")
        #expect(Notation.describe(padded) == "12|/34")
    }

    @Test("deleting the slash with autocorrection's replace keeps the digits and moves the caret to its left", arguments: EditKindReporting.allCases)
    func replacedSlash(reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.format, "12/34|", reporting)
        field.replace(2..<3, with: "")
        #expect(Notation.describe(field) == "12|/34")
    }

    @Test(
        "one-digit months before a slash and partial years are legal while editing",
        arguments: [
            ("12/|34", ["backspace"], "1|/34"),
            ("12/34|", ["backspace"], "12/3|"),
            ("1|/34", ["2"], "12|/34"),
        ] as [(String, [String], String)], EditKindReporting.allCases)
    func intermediates(_ example: (start: String, actions: [String], expected: String), reporting: EditKindReporting) {
        let (start, actions, expected) = example
        let (field, binding) = Notation.field(Self.format, start, reporting)
        Notation.perform(actions, on: field)
        #expect(Notation.describe(field) == expected)
        #expect((binding.value == nil) == (field.text.count != 5))
    }

    @Test("pasting a date into an empty field yields MM/YY", arguments: ["12/2034", "1234", "12 / 34", "12-34"], EditKindReporting.allCases)
    func pastes(pasted: String, reporting: EditKindReporting) {
        let (field, binding) = Notation.field(Self.format, "", reporting)
        field.paste(pasted)
        #expect(Notation.describe(field) == "12/34|")
        #expect(binding.value?.month == 12)
        #expect(binding.value?.year == 2034)
    }
}
