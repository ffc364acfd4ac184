import Testing
import TextInputCore

/// Typing, pasting and deleting an extension in a phone field: a label after a number of
/// possible length starts one, shown after the prefix libphonenumber writes; its digits never
/// become the number's, and the number's never the extension's.
@MainActor
struct PhoneNumberExtensionEditingTests {
    private func field(region: String = "US", typing keys: [String], _ reporting: EditKindReporting) -> TextInputSimulator {
        let field = TextInputSimulator(reporting)
        TextInputFormats.phoneNumber(.options(defaultRegion: region)).bind(to: field)
        field.beginEditing()
        for key in keys {
            if key == "⌫" { field.backspace() } else { field.insert(key) }
        }
        return field
    }

    private func keys(_ typed: String) -> [String] {
        typed.map { $0 == "<" ? "⌫" : String($0) }
    }

    private func caretOffset(in field: TextInputSimulator) -> Int {
        field.text.distance(from: field.text.startIndex, to: field.selectedRange.lowerBound)
    }

    @Test(
        arguments: [
            ("US", "4155552671x12", "(415) 555-2671 ext. 12"),
            ("US", "4155552671ext. 12", "(415) 555-2671 ext. 12"),
            ("US", "4155552671 Ext 12", "(415) 555-2671 ext. 12"),
            ("US", "4155552671,12", "(415) 555-2671 ext. 12"),
            ("US", "4155552671;12", "(415) 555-2671 ext. 12"),
            ("US", "4155552671#12", "(415) 555-2671 ext. 12"),
            ("GB", "02079460958x12", "020 7946 0958 x12"),
            ("GB", "+442079460958 ext 12", "+44 20 7946 0958 x12"),
            ("AT", "0664123456x7", "0664 123456 ext. 7"),
            ("RO", "0211234567x12", "021 123 4567 int 12"),
            ("UY", "24012345x3", "2401 2345 int. 3"),
            ("PE", "012345678anexo4", "01 2345678 Anexo 4"),
            ("TW", "0223456789x5", "02 2345 6789#5"),
        ], EditKindReporting.allCases)
    func aLabelTypedAfterACompleteNumberStartsAnExtension(
        _ example: (region: String, typed: String, shown: String), reporting: EditKindReporting
    ) {
        let field = field(region: example.region, typing: keys(example.typed), reporting)
        #expect(field.text == example.shown)
        #expect(caretOffset(in: field) == field.text.count)
    }

    @Test(arguments: EditKindReporting.allCases)
    func theValueHoldsTheExtensionApartFromTheNumber(reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "AT")).bind(to: field)
        field.beginEditing()
        field.paste("0664 123456 x 7")
        #expect(field.text == "0664 123456 ext. 7")
        #expect(binding.value?.e164 == "+43664123456")
        #expect(binding.value?.extension == "7")
    }

    @Test(
        arguments: [
            ("US", "415x", "415"),
            ("US", "415x5552671", "(415) 555-2671"),
            ("US", "4155552671x", "(415) 555-2671 ext. "),
            ("US", "4155552671xext.", "(415) 555-2671 ext. "),
        ], EditKindReporting.allCases)
    func aLabelStartsNothingBeforeTheNumberIsComplete(
        _ example: (region: String, typed: String, shown: String), reporting: EditKindReporting
    ) {
        let field = field(region: example.region, typing: keys(example.typed), reporting)
        #expect(field.text == example.shown)
    }

    @Test(
        arguments: [
            ("4155552671x12<", "(415) 555-2671 ext. 1"),
            ("4155552671x12<<", "(415) 555-2671 ext. "),
            ("4155552671x12<<<", "(415) 555-2671"),
            ("4155552671x<", "(415) 555-2671"),
            ("4155552671x<<", "(415) 555-267"),
        ], EditKindReporting.allCases)
    func backspaceTakesTheExtensionsDigitsThenItsPrefix(_ example: (typed: String, shown: String), reporting: EditKindReporting) {
        let field = field(typing: keys(example.typed), reporting)
        #expect(field.text == example.shown)
        #expect(caretOffset(in: field) == field.text.count)
    }

    @Test(arguments: EditKindReporting.allCases)
    func backspaceAfterThePrefixOfDigitsMovesTheCaretOverIt(reporting: EditKindReporting) {
        let field = field(typing: keys("4155552671x12"), reporting)
        field.select(20..<20)  // "(415) 555-2671 ext. |12"
        field.backspace()
        #expect(field.text == "(415) 555-2671 ext. 12")
        if reporting.reportsEditKinds {
            #expect(caretOffset(in: field) == 14)
        }
    }

    @Test(arguments: EditKindReporting.allCases)
    func editingTheNumberKeepsTheExtension(reporting: EditKindReporting) {
        let field = field(typing: keys("4155552671x12"), reporting)
        field.select(13..<14)  // the number's last digit
        field.insert("9")
        #expect(field.text == "(415) 555-2679 ext. 12")
        #expect(caretOffset(in: field) == 14)
        // The extension cannot stay without a number: deleting the number alone is refused.
        field.select(0..<14)
        field.backspace()
        #expect(field.text == "(415) 555-2679 ext. 12")
        field.selectAll()
        field.backspace()
        #expect(field.text == "")
    }

    @Test(arguments: EditKindReporting.allCases)
    func typingDigitsIntoTheExtensionNeverMovesThemIntoTheNumber(reporting: EditKindReporting) {
        let field = field(typing: keys("4155552671x12"), reporting)
        field.select(20..<20)
        field.insert("3")
        #expect(field.text == "(415) 555-2671 ext. 312")
        #expect(caretOffset(in: field) == 21)
    }

    @Test(arguments: EditKindReporting.allCases)
    func anExtensionTakesAtMostTwentyDigitsAndSwitchesToExtWhenThePreferredPrefixTakesFewer(reporting: EditKindReporting) {
        let field = field(region: "GB", typing: keys("02079460958x123456789"), reporting)
        #expect(field.text == "020 7946 0958 x123456789")
        field.insert("0")
        #expect(field.text == "020 7946 0958 ext. 1234567890")
        field.insert("1234567890")
        #expect(field.text == "020 7946 0958 ext. 12345678901234567890")
        field.insert("1")
        #expect(field.text == "020 7946 0958 ext. 12345678901234567890")
    }

    @Test(
        arguments: [
            ("415 555 2671 x 1234567890", "(415) 555-2671 ext. 123456789"),
            ("415 555 2671 ext 12 bis", "(415) 555-2671 ext. 12"),
            ("+1 415 555 2671,1234567890", "+1 415-555-2671 ext. 123456789"),
        ], EditKindReporting.allCases)
    func aPasteWhoseLabelStartsNoExtensionKeepsItsLongestBeginning(example: (pasted: String, kept: String), reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
        field.beginEditing()
        field.paste(example.pasted)
        #expect(field.text == example.kept)
        #expect(binding.value != nil)
    }

    @Test(arguments: EditKindReporting.allCases)
    func aLabelPastedIntoTheMiddleOfTheNumberKeepsWhatTypingItsDigitGives(reporting: EditKindReporting) {
        let pasted = field(typing: keys("4155552671"), reporting)
        pasted.select(3..<3)
        pasted.paste("9 x 1")
        let typed = field(typing: keys("4155552671"), reporting)
        typed.select(3..<3)
        typed.insert("9")
        #expect(pasted.text == typed.text)
    }
}

/// A number that is only a calling code ("+44 ") keeps its trailing space
/// before the extension's prefix, whichever part of the text is edited.
@MainActor
struct PhoneNumberExtensionAfterACallingCodeTests {
    @Test(arguments: EditKindReporting.allCases)
    func editingTheExtensionLaysTheNumberOutAgain(reporting: EditKindReporting) {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: "AT"))
        let field = TextInputSimulator(reporting)
        format.bind(to: field)
        field.beginEditing()
        field.paste("+44 20 7946 0958 x12")
        field.select(4..<16)
        field.backspace()
        #expect(field.text == "+44  x12")
        field.select(7..<8)
        field.insert("0")
        #expect(field.text == "+44  x10")
        #expect(format.formatted(field.text).text == field.text)
        field.select(4..<4)
        field.insert("2")
        #expect(field.text == "+44 2 x10")
    }
}

/// Deleting an extension with a selection: the caret stays where the extension was.
@MainActor
struct PhoneNumberExtensionSelectionTests {
    @Test(arguments: EditKindReporting.allCases)
    func deletingTheSelectedExtensionLeavesTheCaretAfterTheNumber(reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
        field.beginEditing()
        field.paste("(415) 555-2671 ext. 12")
        field.select(14..<22)
        field.backspace()
        #expect(field.text == "(415) 555-2671")
        #expect(field.selectedRange == field.text.endIndex..<field.text.endIndex)
    }
}
