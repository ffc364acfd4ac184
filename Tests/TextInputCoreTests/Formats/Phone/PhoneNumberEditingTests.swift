import Testing
import TextInputCore

/// Editing a phone field anywhere: the whole number is formatted again, as libphonenumber
/// formats the resulting digits, and the caret stays after the digit it followed.
@MainActor
struct PhoneNumberEditingTests {
    private static let us = TextInputFormats.phoneNumber(.options(defaultRegion: "US"))

    /// A field bound to `format` showing `text`, with the caret at the Character offset `caret`,
    /// that reports edit kinds as `reporting` says.
    private func field(
        _ format: TextInputFormat<PhoneNumber> = us, showing text: String, caret: Int? = nil, _ reporting: EditKindReporting
    ) -> TextInputSimulator {
        let field = TextInputSimulator(reporting)
        format.bind(to: field)
        field.beginEditing()
        field.insert(text)
        if let caret { field.select(caret..<caret) }
        return field
    }

    private func caretOffset(in field: TextInputSimulator) -> Int {
        field.text.distance(from: field.text.startIndex, to: field.selectedRange.lowerBound)
    }

    @Test(
        arguments: [
            ("(415) 555-2671", "US", "(415) 555-2671"),
            ("+44 20 7946 0958", "US", "+44 20 7946 0958"),
            ("0044 20 7946 0958", "FR", "00 44 20 7946 0958"),
            ("011 44 20 7946 0958", "US", "011 44 20 7946 0958"),
            ("tel:+1-415-555-2671", "US", "+1 415-555-2671"),
            ("４１５５５５２６７１", "US", "(415) 555-2671"),
            ("+٤٤ ٢٠ ٧٩٤٦ ٠٩٥٨", "US", "+44 20 7946 0958"),
            ("020 7946 0958", "GB", "020 7946 0958"),
            ("1-800-356-9377", "US", "1 (800) 356-9377"),
        ], EditKindReporting.allCases)
    func pastingAnyCommonWrittenFormFormatsTheDigits(
        _ example: (pasted: String, region: String, shown: String), reporting: EditKindReporting
    ) {
        let (pasted, region, shown) = example
        let field = field(TextInputFormats.phoneNumber(.options(defaultRegion: region)), showing: pasted, reporting)
        #expect(field.text == shown)
        #expect(caretOffset(in: field) == field.text.count)
    }

    @Test(
        arguments: [
            ("a", ""), ("4a1b5", "415"), ("4-1-5", "415"), ("(415)", "415"), ("1+2", "12"), ("++1", "+1"),
        ], EditKindReporting.allCases)
    func onlyDigitsAndALeadingPlusAreKept(_ example: (typed: String, shown: String), reporting: EditKindReporting) {
        let (typed, shown) = example
        let field = field(showing: typed, reporting)
        #expect(field.text == shown)
    }

    @Test(arguments: EditKindReporting.allCases)
    func typingALetterIntoANumberLeavesItAsItWas(reporting: EditKindReporting) {
        let field = field(showing: "4155552671", caret: 3, reporting)
        field.insert("x")
        #expect(field.text == "(415) 555-2671")
    }

    @Test(
        arguments: [
            // (text, caret before, typed, text after, caret after); 11 digits fit no US format, so
            // libphonenumber shows them as typed.
            ("(415) 555-2671", 3, "9", "41955552671", 3),
            ("(415) 555-2671", 0, "2", "24155552671", 1),
            ("(415) 555-2671", 6, "8", "41585552671", 4),
            ("415-555", 3, "9", "415-9555", 5),
        ], EditKindReporting.allCases)
    func typingInTheMiddleKeepsTheCaretAfterTheTypedDigit(
        _ example: (text: String, caret: Int, typed: String, expected: String, expectedCaret: Int),
        reporting: EditKindReporting
    ) {
        let (text, caret, typed, expected, expectedCaret) = example
        let field = field(showing: text, caret: caret, reporting)
        field.insert(typed)
        #expect(field.text == expected)
        #expect(caretOffset(in: field) == expectedCaret)
    }

    @Test(arguments: EditKindReporting.allCases)
    func backspaceOverASeparatorDeletesTheDigitBeforeIt(reporting: EditKindReporting) {
        // "(415) 555-|2671": the dash goes with the 5 before it.
        let field = field(showing: "4155552671", caret: 10, reporting)
        field.backspace()
        #expect(field.text == "(415) 552-671")
        #expect(caretOffset(in: field) == 8)
    }

    @Test(arguments: EditKindReporting.allCases)
    func backspaceAfterTheCallingCodesSpaceDeletesADigit(reporting: EditKindReporting) {
        let field = field(showing: "+44", reporting)
        #expect(field.text == "+44 ")
        field.backspace()
        #expect(field.text == "+4")
    }

    @Test(arguments: EditKindReporting.allCases)
    func forwardDeleteOverASeparatorDeletesTheDigitAfterIt(reporting: EditKindReporting) {
        let field = field(showing: "4155552671", caret: 9, reporting)
        field.deleteForward()
        #expect(field.text == "(415) 555-671")
        #expect(caretOffset(in: field) == 9)
    }

    @Test(arguments: EditKindReporting.allCases)
    func backspaceAtTheEndRemovesTheLastDigit(reporting: EditKindReporting) {
        let field = field(showing: "4155552671", reporting)
        field.backspace()
        #expect(field.text == "(415) 555-267")
        field.backspace()
        #expect(field.text == "(415) 555-26")
        field.backspace()
        #expect(field.text == "415-5552")
    }

    @Test(arguments: EditKindReporting.allCases)
    func replacingADigitInTheMiddleKeepsTheFormatAndTheCaret(reporting: EditKindReporting) {
        let field = field(showing: "4155552671", reporting)
        field.select(6..<7)  // the first 5 of "555"
        field.insert("8")
        #expect(field.text == "(415) 855-2671")
        #expect(caretOffset(in: field) == 7)
    }

    @Test(arguments: EditKindReporting.allCases)
    func deletingADigitInTheMiddleFormatsTheRest(reporting: EditKindReporting) {
        let field = field(showing: "4155552671", caret: 3, reporting)  // "(41|5) …"
        field.backspace()
        #expect(field.text == "(455) 552-671")
        #expect(caretOffset(in: field) == 2)
    }

    @Test(arguments: EditKindReporting.allCases)
    func replacingASelectionFormatsTheResult(reporting: EditKindReporting) {
        let field = field(showing: "4155552671", reporting)
        field.select(1..<4)  // "415"
        field.insert("212")
        #expect(field.text == "(212) 555-2671")
        #expect(caretOffset(in: field) == 4)
    }

    @Test(arguments: EditKindReporting.allCases)
    func deletingEverythingEmptiesTheField(reporting: EditKindReporting) {
        let field = field(showing: "+44 20 7946 0958", reporting)
        field.selectAll()
        field.backspace()
        #expect(field.text == "")
    }

    @Test(arguments: EditKindReporting.allCases)
    func theRegionSwitchesAsSoonAsACallingCodeIdentifiesAnotherCountry(reporting: EditKindReporting) {
        let field = field(showing: "+4", reporting)
        #expect(field.text == "+4")
        field.insert("4")
        #expect(field.text == "+44 ")
        field.insert("2079460958")
        #expect(field.text == "+44 20 7946 0958")
    }

    @Test func typingAtTheEndIsAcceptedAsIsWhenTheTextNeedsNoRewrite() {
        let formatter = Self.us.formatter
        let text = "+1 415-555-267"
        let end = text.endIndex
        let result = formatter.validate(
            TextInputEdit(
                originalText: text, originalSelectedRange: end..<end, replacementText: "1",
                editedRange: end..<end, kind: .typing))
        #expect(result == .accepted)
        let short = "415-5552"
        let rewrite = formatter.validate(
            TextInputEdit(
                originalText: short, originalSelectedRange: short.endIndex..<short.endIndex,
                replacementText: "6", editedRange: short.endIndex..<short.endIndex, kind: .typing))
        guard case let .changed(text, selection) = rewrite else {
            Issue.record("expected a rewrite, got \(rewrite)")
            return
        }
        #expect(text == "(415) 555-26")
        #expect(selection == text.endIndex..<text.endIndex)
    }

    private static let fuzzFragments =
        FuzzAlphabet.digits + FuzzAlphabet.punctuation + FuzzAlphabet.hostile
        + ["+", "00", "011", "+44", "+1", "(415) 555-2671", "+44 20 7946 0958", "tel:+1-415", "ab", "٤", "１"]

    private static func seed(_ region: String) -> UInt64 {
        UInt64(region.unicodeScalars.reduce(0) { $0 * 31 + Int($1.value) })
    }

    @Test(arguments: ["US", "GB", "DE", "FR", "JP", "BR", "IN", "AR", "RU", "CN"])
    func everyEditKeepsTheFieldsRules(region: String) {
        checkEditingProperties(
            of: TextInputFormats.phoneNumber(.options(defaultRegion: region)),
            seed: Self.seed(region), fragments: Self.fuzzFragments)
    }

    @Test(arguments: ["US", "GB", "AR", "ZZ"])
    func everyEditKeepsTheFieldsRulesInInternationalFormWithAllowedRegions(region: String) {
        let options = PhoneNumberTextInputOptions.options(
            defaultRegion: region, allowedRegions: [region, "GB"], alwaysInternational: true)
        checkEditingProperties(
            of: TextInputFormats.phoneNumber(options), seed: Self.seed(region) &+ 1, fragments: Self.fuzzFragments)
    }
}
