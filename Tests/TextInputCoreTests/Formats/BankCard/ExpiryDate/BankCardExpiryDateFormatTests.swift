import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("TextInputFormats.bankCardExpiryDate: MM/YY as the user types")
struct BankCardExpiryDateFormatTests {
    typealias Notation = FieldNotation

    static let calendar = Calendar(identifier: .gregorian)
    static let format = TextInputFormats.bankCardExpiryDate(
        .options(calendar: calendar, currentDate: { Date(timeIntervalSince1970: 1_750_000_000) })  // June 2025
    )

    @Test(
        "typing: the slash appears as soon as the month is complete",
        arguments: [
            ("1", "1|"),
            ("12", "12/|"),
            ("123", "12/3|"),
            ("1234", "12/34|"),
            ("0", "0|"),
            ("09", "09/|"),
            ("4", "04/|"),
            ("2", "02/|"),
            ("45", "04/5|"),
            ("1/", "01/|"),
            ("1-", "01/|"),
            ("1.", "01/|"),
            ("1 ", "01/|"),
            ("1/3", "01/3|"),
            ("12/", "12/|"),
            ("00", "0|"),
            ("13", "1|"),
            ("19", "1|"),
            ("0/", "0|"),
            ("/", "|"),
            ("12345", "12/34|"),
            ("a", "|"),
        ], EditKindReporting.allCases)
    func typing(_ example: (typed: String, expected: String), reporting: EditKindReporting) {
        let (typed, expected) = example
        let (field, _) = Notation.field(Self.format, "", reporting)
        Notation.perform([typed], on: field)
        #expect(Notation.describe(field) == expected)
    }

    @Test(
        "editing rules",
        arguments: [
            // Backspace after a trailing slash removes it and the month's last digit.
            ("12/|", ["backspace"], "1|"),
            ("12/3|", ["backspace"], "12/|"),
            ("12/3|", ["backspace", "backspace"], "1|"),
            // With year digits, backspace after the slash deletes the month's last digit, as before it.
            ("12/|34", ["backspace"], "1|/34"),
            ("12|/34", ["backspace"], "1|/34"),
            ("1|/34", ["backspace"], "|/34"),
            ("|/34", ["backspace"], "|/34"),
            ("/|34", ["backspace"], "/|34"),
            // Typing into the month in front of the slash never adds a second one.
            ("|/34", ["1", "2"], "12|/34"),
            ("|/34", ["4"], "04|/34"),
            ("1|/34", ["/"], "01/|34"),
            ("|2/", ["1"], "1|2/"),
            // A digit typed into a full part is refused: text and caret stay.
            ("12/34|", ["5"], "12/34|"),
            ("12|/34", ["5"], "12|/34"),
            ("1|2/34", ["0"], "1|2/34"),
            ("12/|34", ["5"], "12/|34"),
            ("1|/34", ["3"], "1|/34"),
            // Replacing the selected slash with a digit is refused.
            ("12[/]34", ["5"], "12[/]34"),
            ("12[/]", ["5"], "12[/]"),
            // Deleting a selection.
            ("12[/]34", ["backspace"], "12|/34"),
            ("1[2/3]4", ["backspace"], "1|/4"),
            ("[12/34]", ["backspace"], "|"),
            ("1[2]/", ["backspace"], "1|/"),
            ("[1]2/", ["backspace"], "|2/"),
            ("12/[34]", ["backspace"], "12/|"),
            // Forward delete before the slash deletes the year's first digit.
            ("12|/34", ["delete"], "12|/4"),
            ("12|/", ["delete"], "12|/"),
            // Pastes over the whole text read a date.
            ("|", ["paste:12/2034"], "12/34|"),
            ("|", ["paste:1234"], "12/34|"),
            ("|", ["paste:12 / 34"], "12/34|"),
            ("|", ["paste:12-34"], "12/34|"),
            ("|", ["paste:122034"], "12/34|"),
            ("|", ["paste:1/2034"], "01/34|"),
            ("|", ["paste:Exp. 12/34"], "12/34|"),
            ("[12/34]", ["paste:01/30"], "01/30|"),
            // A paste keeps its longest beginning the field takes.
            ("|", ["paste:13/34"], "1|"),
            ("|", ["paste:00/34"], "0|"),
            ("|", ["paste:12/345"], "12/34|"),
            ("|", ["paste:123"], "12/3|"),
            // One-digit months before a slash and partial years stay while editing.
            ("|", ["paste:1/34"], "1/34|"),
            ("|", ["paste:12/4"], "12/4|"),
            ("|", ["paste:/34"], "/34|"),
        ] as [(String, [String], String)], EditKindReporting.allCases)
    func editing(_ example: (start: String, actions: [String], expected: String), reporting: EditKindReporting) {
        let (start, actions, expected) = example
        let (field, _) = Notation.field(Self.format, start, reporting)
        Notation.perform(actions, on: field)
        #expect(Notation.describe(field) == expected)
    }

    @Test(
        "the value is nil until the text is a complete MM/YY",
        arguments: [
            ("", nil), ("1", nil), ("12/", nil), ("12/3", nil), ("1/34", nil), ("/34", nil),
            ("12/34", 12), ("01/30", 1),
        ] as [(String, Int?)], EditKindReporting.allCases)
    func value(_ example: (text: String, month: Int?), reporting: EditKindReporting) {
        let (text, month) = example
        let (_, binding) = Notation.field(Self.format, text + "|", reporting)
        #expect(binding.value?.month == month)
    }

    @Test(
        "two-digit years map into the current century in 2025",
        arguments: [
            ("01/25", 2025), ("12/34", 2034), ("06/74", 2074), ("06/75", 2075), ("06/99", 2099), ("06/00", 2000),
        ], EditKindReporting.allCases)
    func centuryWindow(_ example: (text: String, year: Int), reporting: EditKindReporting) {
        let (text, year) = example
        let (_, binding) = Notation.field(Self.format, text + "|", reporting)
        #expect(binding.value?.year == year)
    }

    @Test("setting the value writes MM/YY", arguments: EditKindReporting.allCases)
    func settingValue(reporting: EditKindReporting) throws {
        let (field, binding) = Notation.field(Self.format, "", reporting)
        binding.value = try BankCardExpiryDate(month: 3, year: 2031)
        #expect(field.text == "03/31")
        #expect(binding.value == (try BankCardExpiryDate(month: 3, year: 2031)))
    }

    @Test("keystrokes whose plain result is already right are accepted")
    func accepted() {
        let text = "12/"
        let edit = TextInputEdit(
            originalText: text, originalSelectedRange: text.endIndex..<text.endIndex,
            replacementText: "3", editedRange: text.endIndex..<text.endIndex, kind: .typing)
        #expect(Self.format.formatter.validate(edit) == .accepted)
        let empty = ""
        let first = TextInputEdit(
            originalText: empty, originalSelectedRange: empty.startIndex..<empty.startIndex,
            replacementText: "1", editedRange: empty.startIndex..<empty.startIndex, kind: .typing)
        #expect(Self.format.formatter.validate(first) == .accepted)
    }
}
