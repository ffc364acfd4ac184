import Testing
import TextInputCore

@MainActor
@Suite("TextInputFormats.bankCardNumber: typing, deleting, selecting, pasting")
struct BankCardNumberFormatTests {
    typealias Notation = FieldNotation

    @Test(
        "a separator appears only once a digit follows it; the caret stays after the typed digit",
        arguments: [
            ("3782", "3782|"),
            ("37828", "3782 8|"),
            ("3782822463", "3782 822463|"),
            ("37828224631", "3782 822463 1|"),
            ("378282246310005", "3782 822463 10005|"),
            ("122000000000003", "1220 00000 000003|"),
            ("36227206271667", "3622 720627 1667|"),
            ("4000000000000000006", "4000 0000 0000 0000 006|"),
        ], EditKindReporting.allCases)
    func typing(_ example: (typed: String, expected: String), reporting: EditKindReporting) {
        let (typed, expected) = example
        let (field, _) = Notation.field(TextInputFormats.bankCardNumber(), "", reporting)
        Notation.perform([typed], on: field)
        #expect(Notation.describe(field) == expected)
    }

    @Test(
        "the maximum is the brand's longest length, or options.maxLength for unknown brands",
        arguments: [
            ("37828224631000512", 19, "3782 822463 10005|"),  // Amex: 15
            ("55555555555544441", 19, "5555 5555 5555 4444|"),  // Mastercard: 16
            ("36227206271667123", 19, "3622 720627 1667|"),  // Diners Club 36: 14
            ("42424242424242424242", 19, "4242 4242 4242 4242 424|"),  // Visa: 19
            ("99999999999999999999", 19, "9999 9999 9999 9999 999|"),  // unknown: maxLength
            ("99999999999999999999", 12, "9999 9999 9999|"),
            ("42424242424242424242", 12, "4242 4242 4242 4242 424|"),  // a known brand ignores maxLength
        ], EditKindReporting.allCases)
    func maximum(_ example: (typed: String, maxLength: Int, expected: String), reporting: EditKindReporting) {
        let (typed, maxLength, expected) = example
        let (field, _) = Notation.field(TextInputFormats.bankCardNumber(.options(maxLength: maxLength)), "", reporting)
        Notation.perform([typed], on: field)
        #expect(Notation.describe(field) == expected)
        let (pasted, _) = Notation.field(TextInputFormats.bankCardNumber(.options(maxLength: maxLength)), "", reporting)
        Notation.perform(["paste:" + typed], on: pasted)
        #expect(Notation.describe(pasted) == expected)
    }

    @Test(
        "editing rules",
        arguments: [
            // Backspace after a separator deletes the digit before it and regroups.
            ("4111 1|", ["backspace"], "4111|"),
            ("4111 |1", ["backspace"], "411|1"),
            ("4111 1111 |1111", ["backspace"], "4111 111|1 111"),
            ("3782 822463 |10005", ["backspace"], "3782 82246|1 0005"),
            ("|4111", ["backspace"], "|4111"),
            // Forward delete before a separator deletes the digit after it.
            ("4111| 1111", ["delete"], "4111| 111"),
            ("4111 1111|", ["delete"], "4111 1111|"),
            // Deleting a selection made of a separator only moves the caret to its left.
            ("4111[ ]1111", ["backspace"], "4111| 1111"),
            ("4111[ ]1111", ["delete"], "4111| 1111"),
            // Replacing a selection regroups the whole number.
            ("4111 [1111] 1111 1111", ["22"], "4111 22|11 1111 11"),
            ("411[1 ]1111", ["1"], "4111| 1111"),
            ("4111[ 1]111", ["1"], "4111 1|111"),
            ("[4111 1111 1111 1111]", ["5"], "5|"),
            ("[4111 1111 1111 1111]", ["backspace"], "|"),
            ("41[11 11]11", ["backspace"], "41|11"),
            // A digit at the front that changes the brand regroups and trims to the new maximum.
            ("|4111 1111 1111 1111", ["3"], "|4111 1111 1111 1111"),  // an Amex has 15 digits: refused
            ("|3782 822463 10005", ["4"], "4|378 2822 4631 0005"),
            // At the maximum, typing at the end changes nothing; typing inside pushes the last digit out.
            ("3782 822463 10005|", ["1"], "3782 822463 10005|"),
            ("5555 5555 5555 |4444", ["1"], "5555 5555 5555 |4444"),  // full: refused, nothing pushed out
            // Non-digits are dropped from insertions.
            ("4111|", ["a"], "4111|"),
            ("4111|", [" "], "4111|"),
            ("|", ["paste:4111-1111 1111.1111"], "4111 1111 1111 1111|"),
            ("|", ["paste:4111 1111 1111 1111 "], "4111 1111 1111 1111|"),
            ("|", ["paste:card: 4111 1111"], "4111 1111|"),
            ("4111 |1111", ["paste:2-2"], "4111 22|11 11"),
            ("|", ["paste:４１１１"], "4111|"),
        ] as [(String, [String], String)], EditKindReporting.allCases)
    func editing(_ example: (start: String, actions: [String], expected: String), reporting: EditKindReporting) {
        let (start, actions, expected) = example
        let (field, _) = Notation.field(TextInputFormats.bankCardNumber(), start, reporting)
        Notation.perform(actions, on: field)
        #expect(Notation.describe(field) == expected)
    }

    @Test("one backspace always removes exactly one digit", arguments: EditKindReporting.allCases)
    func backspaceRemovesOneDigit(reporting: EditKindReporting) {
        let (field, _) = Notation.field(TextInputFormats.bankCardNumber(), "4000 0000 0000 0000 006|", reporting)
        for remaining in (0..<19).reversed() {
            field.backspace()
            #expect(field.text.filter(\.isNumber).count == remaining)
            #expect(field.text.last != " ")
        }
        let (amex, _) = Notation.field(TextInputFormats.bankCardNumber(), "3782 822463 1|0005", reporting)
        for remaining in (4..<15).reversed() {
            amex.backspace()
            #expect(amex.text.filter(\.isNumber).count == remaining)
        }
        #expect(Notation.describe(amex) == "|0005")
    }

    @Test("the value: nil when empty, the number otherwise", arguments: EditKindReporting.allCases)
    func value(reporting: EditKindReporting) {
        let (field, binding) = Notation.field(TextInputFormats.bankCardNumber(), "", reporting)
        #expect(binding.value == nil)
        field.insert("4242")
        #expect(binding.value?.digitsString == "4242")
        #expect(binding.value?.isValid == false)
        field.insert("424242424242")
        #expect(binding.value?.isValid == true)
        binding.value = try? BankCardNumber(digitsString: "378282246310005")
        #expect(field.text == "3782 822463 10005")
        binding.value = nil
        #expect(field.text == "")
    }

    @Test(
        "edits whose plain result is already formatted are accepted; edits that change nothing are rejected",
        arguments: [
            ("3782 822463 10005", "3782 822463 10005".endIndex, "3782 822463 10005".endIndex, "1", TextInputValidationResult.rejected),
            ("411", "411".endIndex, "411".endIndex, "1", .accepted),
            ("4111 1", "4111 1".endIndex, "4111 1".endIndex, "1", .accepted),
            ("4111 11", "4111 1".endIndex, "4111 11".endIndex, "", .accepted),
        ] as [(String, String.Index, String.Index, String, TextInputValidationResult)])
    func accepted(text: String, lower: String.Index, upper: String.Index, replacement: String, expected: TextInputValidationResult) {
        let edit = TextInputEdit(
            originalText: text, originalSelectedRange: upper..<upper,
            replacementText: replacement, editedRange: lower..<upper, kind: .typing)
        #expect(TextInputFormats.bankCardNumber().formatter.validate(edit) == expected)
    }

    @Test("typing the digit that completes a group rewrites the text with the separator")
    func rewritten() {
        let text = "4111"
        let edit = TextInputEdit(
            originalText: text, originalSelectedRange: text.endIndex..<text.endIndex,
            replacementText: "1", editedRange: text.endIndex..<text.endIndex, kind: .typing)
        guard case let .changed(newText, selection) = TextInputFormats.bankCardNumber().formatter.validate(edit) else {
            Issue.record("expected a rewrite")
            return
        }
        #expect(newText == "4111 1")
        #expect(selection == newText.endIndex..<newText.endIndex)
    }

    @Test(
        "a maxLength outside 12…19 is taken as the nearest of them, and validated() reports it",
        arguments: [
            (11, 12), (20, 19), (0, 12), (-1, 12), (Int.max, 19), (Int.min, 12),
        ])
    func invalidMaxLength(maxLength: Int, used: Int) {
        let options = BankCardNumberTextInputOptions.options(maxLength: maxLength)
        #expect(options.maxLength == used)
        #expect(options == .options(maxLength: used))
        #expect(throws: TextInputConfigurationError.outOfRange(.bankCardNumberMaxLength, value: maxLength, allowed: 12...19)) {
            try options.validated()
        }
    }

    @Test("validated() passes a maxLength in 12…19", arguments: BankCardNumberTextInputOptions.allowedMaxLengths)
    func validMaxLength(maxLength: Int) throws {
        #expect(try BankCardNumberTextInputOptions.options(maxLength: maxLength).validated().maxLength == maxLength)
    }
}
