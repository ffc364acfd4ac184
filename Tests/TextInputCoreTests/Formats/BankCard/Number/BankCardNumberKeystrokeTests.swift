import Testing
import TextInputCore

/// The card number rules through the simulator only, one test each. Rules
/// already tabled in ``BankCardNumberFormatTests`` are not repeated here; these add the cases
/// those tables left out (typing in the middle, `paste`, `replace`, refusals).
@MainActor
@Suite("Card number through a field: typing anywhere, pasting, replacing, refusals")
struct BankCardNumberKeystrokeTests {
    typealias Notation = FieldNotation
    static let format = TextInputFormats.bankCardNumber()

    @Test(
        "the caret always stays right after the digit just typed, wherever it is typed",
        arguments: [
            ("411|1 1111", "2", "4112| 1111 1"),  // completes a group: the caret stays before the separator
            ("4111| 1111", "2", "4111 2|111 1"),  // before a separator: the digit goes after it
            ("4111 |1111", "2", "4111 2|111 1"),
            ("|4111 1111", "5", "5|411 1111 1"),  // 54… is Mastercard
            ("3782 8224|63 10005", "9", "3782 8224|63 10005"),  // Amex, full: refused, no digit pushed out
            ("", "0", "0|"),
        ], EditKindReporting.allCases)
    func caretAfterTypedDigit(_ example: (start: String, typed: String, expected: String), reporting: EditKindReporting) {
        let (start, typed, expected) = example
        let (field, _) = Notation.field(Self.format, start, reporting)
        field.insert(typed)
        #expect(Notation.describe(field) == expected)
    }

    @Test("typing every digit of a 19-digit number: separators appear only once a digit follows", arguments: EditKindReporting.allCases)
    func separatorsFollowDigits(reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.format, "", reporting)
        var expected = ""
        for (index, digit) in "4000000000000000006".enumerated() {
            if index > 0, index % 4 == 0 { expected += " " }
            expected.append(digit)
            field.insert(String(digit))
            #expect(Notation.describe(field) == expected + "|")
        }
    }

    @Test(
        "backspace right after a separator deletes the digit before it and regroups",
        arguments: [
            ("4111 |1111 1111 1111", "411|1 1111 1111 111"),
            ("3782 822463 |10005", "3782 82246|1 0005"),
            ("1220 00000 |000003", "1220 0000|0 00003"),
            ("3622 |720627 1667", "362|7 206271 667"),
        ], EditKindReporting.allCases)
    func backspaceAfterSeparator(_ example: (start: String, expected: String), reporting: EditKindReporting) {
        let (start, expected) = example
        let (field, _) = Notation.field(Self.format, start, reporting)
        let digits = field.text.filter(\.isNumber).count
        field.backspace()
        #expect(Notation.describe(field) == expected)
        #expect(field.text.filter(\.isNumber).count == digits - 1)
    }

    @Test("deleting a selection of a separator only removes nothing and moves the caret to its left", arguments: EditKindReporting.allCases)
    func selectedSeparator(reporting: EditKindReporting) {
        for delete in [true, false] {
            let spy = BankCardValidationSpy(Self.format, "3782 822463 10005", reporting)
            spy.field.select(4..<5)
            if delete { spy.field.deleteForward() } else { spy.field.backspace() }
            #expect(Notation.describe(spy.field) == "3782| 822463 10005")
            #expect(spy.field.text == "3782 822463 10005")
        }
        // Autocorrection replacing it with nothing does the same.
        let (field, _) = Notation.field(Self.format, "4111 1111|", reporting)
        field.replace(4..<5, with: "")
        #expect(Notation.describe(field) == "4111| 1111")
    }

    @Test(
        "replacing a selection regroups the whole number",
        arguments: [
            ("[4111 1111 1111 1111]", "paste:378282246310005", "3782 822463 10005|"),
            ("[4]111 1111", "paste:37", "37|11 11111"),
            ("4[111 1]111 1111", "paste:22222", "4222 22|11 1111 1"),
        ], EditKindReporting.allCases)
    func replacingSelectionRegroups(_ example: (start: String, action: String, expected: String), reporting: EditKindReporting) {
        let (start, action, expected) = example
        let (field, _) = Notation.field(Self.format, start, reporting)
        Notation.perform([action], on: field)
        #expect(Notation.describe(field) == expected)
    }

    // With kinds only: a one-Character paste is told from typing it by its kind alone.
    @Test("pasting a single digit over a selection regroups the whole number too")
    func pastingOneDigitOverSelection() {
        let (field, _) = Notation.field(Self.format, "4111 [1111 1111] 1111", .withKinds)
        field.paste("3")
        #expect(Notation.describe(field) == "4111 3|111 1")
    }

    @Test(
        "replacing a digit and a separator with that same digit leaves the text and puts the caret after the digit",
        arguments: [
            ("411[1 ]1111", "1", "4111| 1111"),
            ("4111[ 1]111", "1", "4111 1|111"),
            ("3782 82246[3 ]10005", "3", "3782 822463| 10005"),
            ("3782 822463[ 1]0005", "1", "3782 822463 1|0005"),
        ], EditKindReporting.allCases)
    func replacingDigitAndSeparator(_ example: (start: String, typed: String, expected: String), reporting: EditKindReporting) {
        let (start, typed, expected) = example
        let (field, _) = Notation.field(Self.format, start, reporting)
        let text = field.text
        field.insert(typed)
        #expect(field.text == text)
        #expect(Notation.describe(field) == expected)
    }

    @Test(
        "a digit typed at the front regroups for the new brand, and is refused when the number would not fit it",
        arguments: [
            ("|4111 1111 1111 1111", "3", "|4111 1111 1111 1111"),  // 34: Amex, 15
            ("|4111 1111 1111 1111", "1", "|4111 1111 1111 1111"),  // 1: UATP, 15
            ("|6227 2062 7166 7000", "3", "|6227 2062 7166 7000"),  // 36: Diners, 14
            ("|4111 1111 1111", "3", "3|411 111111 111"),  // 34: Amex, 4-6-5
            ("|3782 822463 10005", "4", "4|378 2822 4631 0005"),  // back to Visa: nothing to trim
        ], EditKindReporting.allCases)
    func brandChangeAtFront(_ example: (start: String, typed: String, expected: String), reporting: EditKindReporting) {
        let (start, typed, expected) = example
        let (field, _) = Notation.field(Self.format, start, reporting)
        field.insert(typed)
        #expect(Notation.describe(field) == expected)
    }

    @Test(
        "non-digits are dropped from insertions; pastes keep the digits that fit",
        arguments: [
            ("4111-1111 1111.1111", "4111 1111 1111 1111|"),
            ("4111 1111 1111 1111 ", "4111 1111 1111 1111|"),
            ("3782-822463-10005-999", "3782 822463 10005|"),
            ("4242 4242 4242 4242 4242 4242", "4242 4242 4242 4242 424|"),
            ("9999999999999999999999", "9999 9999 9999 9999 999|"),
        ], EditKindReporting.allCases)
    func pastes(_ example: (pasted: String, expected: String), reporting: EditKindReporting) {
        let (pasted, expected) = example
        let (field, _) = Notation.field(Self.format, "", reporting)
        field.paste(pasted)
        #expect(Notation.describe(field) == expected)
    }

    @Test(
        "a keystroke that changes nothing is refused: same text and caret, .rejected, no event",
        arguments: [
            ("3782 822463 10005|", ["5"]),  // Amex full
            ("4111 1111|", ["a"]),
            ("4111 1111|", [" "]),
            ("4111 1111|", ["-"]),
            ("4111 1111|", ["paste:--"]),
        ] as [(String, [String])], EditKindReporting.allCases)
    func refusals(_ example: (start: String, actions: [String]), reporting: EditKindReporting) {
        let (start, actions) = example
        let spy = BankCardValidationSpy(Self.format, start, reporting)
        spy.expectRefused(actions)
    }

    @Test("control for the refusal checks: an accepted keystroke is seen as accepted and reported", arguments: EditKindReporting.allCases)
    func spyControl(reporting: EditKindReporting) {
        let spy = BankCardValidationSpy(Self.format, "411|", reporting)
        spy.field.insert("1")
        #expect(spy.lastAnswer == .accepted)
        #expect(spy.changeEvents == 1)
        spy.field.insert("1")
        #expect(spy.lastAnswer != .rejected)
        #expect(spy.changeEvents == 2)
    }

    @Test("the value follows the text: brand, digits, validity", arguments: EditKindReporting.allCases)
    func valueFollowsText(reporting: EditKindReporting) {
        let (field, binding) = Notation.field(Self.format, "", reporting)
        field.insert("3")
        #expect(binding.value?.cardBrand == nil)
        field.insert("4")
        #expect(binding.value?.cardBrand == .amex)
        field.paste("0000000000000")
        #expect(binding.value?.digitsString == "340000000000000")
        #expect(binding.value?.formattedString == field.text)
        #expect(binding.value?.isValid == false)  // Luhn: 340000000000009 would be valid
        field.backspace()
        field.insert("9")
        #expect(binding.value?.isValid == true)
    }
}
