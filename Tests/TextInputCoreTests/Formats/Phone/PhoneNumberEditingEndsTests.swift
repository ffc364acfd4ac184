import Foundation
import Testing
import TextInputCore

/// The options that change a phone field's text when editing begins and ends: the calling code
/// an empty field starts with, and the form shown once editing ends.
@MainActor
struct PhoneNumberEditingEndsTests {
    private func bound(
        _ options: PhoneNumberTextInputOptions, _ reporting: EditKindReporting, text: String = ""
    ) -> (TextInputSimulator, TextInputBinding<PhoneNumber>) {
        let field = TextInputSimulator(text: text, reporting)
        return (field, TextInputFormats.phoneNumber(options).bind(to: field))
    }

    @Test(arguments: [("GB", "+44 "), ("US", "+1 "), ("DE", "+49 "), ("CA", "+1 ")], EditKindReporting.allCases)
    func anEmptyFieldStartsWithTheCallingCode(_ example: (region: String, shown: String), reporting: EditKindReporting) {
        let (field, binding) = bound(.options(defaultRegion: example.region, startsWithCallingCode: true), reporting)
        field.beginEditing()
        #expect(field.text == example.shown)
        #expect(field.selectedRange == field.text.endIndex..<field.text.endIndex)
        #expect(binding.value == nil)
    }

    @Test(
        arguments: [
            ("GB", "2079460958", "+44 20 7946 0958", "+442079460958"),
            ("US", "4155552671", "+1 415-555-2671", "+14155552671"),
        ], EditKindReporting.allCases)
    func theNumberIsTypedAfterTheCallingCode(
        _ example: (region: String, typed: String, shown: String, e164: String), reporting: EditKindReporting
    ) {
        let (field, binding) = bound(.options(defaultRegion: example.region, startsWithCallingCode: true), reporting)
        field.beginEditing()
        for digit in example.typed { field.insert(String(digit)) }
        #expect(field.text == example.shown)
        #expect(binding.value?.e164 == example.e164)
    }

    @Test(arguments: EditKindReporting.allCases)
    func backspaceDeletesTheCallingCodeDigitByDigit(reporting: EditKindReporting) {
        let (field, _) = bound(.options(defaultRegion: "US", startsWithCallingCode: true), reporting)
        field.beginEditing()
        var shown: [String] = []
        for _ in 0..<3 {
            field.backspace()
            shown.append(field.text)
        }
        #expect(shown == ["+", "", ""])
    }

    @Test(arguments: EditKindReporting.allCases)
    func aFieldLeftWithOnlyTheCallingCodeIsEmptied(reporting: EditKindReporting) {
        let (field, binding) = bound(.options(defaultRegion: "GB", startsWithCallingCode: true), reporting)
        field.beginEditing()
        field.endEditing()
        #expect(field.text == "")
        field.beginEditing()
        field.selectAll()
        field.insert("+33")
        #expect(field.text == "+33 ")
        field.endEditing()
        #expect(field.text == "")
        #expect(binding.value == nil)
    }

    @Test(arguments: EditKindReporting.allCases)
    func aFieldWithTextDoesNotGetTheCallingCode(reporting: EditKindReporting) {
        let (field, _) = bound(.options(defaultRegion: "GB", startsWithCallingCode: true), reporting, text: "020 7946 0958")
        field.beginEditing()
        field.endEditing()
        #expect(field.text == "020 7946 0958")
    }

    @Test(arguments: EditKindReporting.allCases)
    func withoutTheOptionsNothingChangesWhenEditingBeginsOrEnds(reporting: EditKindReporting) {
        let (field, _) = bound(.options(defaultRegion: "GB"), reporting)
        field.beginEditing()
        #expect(field.text == "")
        field.insert("+44")
        field.endEditing()
        #expect(field.text == "+44 ")
    }

    @Test(
        arguments: [
            // (default region, typed, style, shown once editing ends)
            ("US", "4155552671", PhoneNumber.FormatStyle.Style.e164, "+14155552671"),
            ("US", "4155552671", .international, "+1 415-555-2671"),
            ("US", "4155552671", .national, "(415) 555-2671"),
            ("GB", "+442079460958", .national, "020 7946 0958"),
            ("GB", "02079460958", .international, "+44 20 7946 0958"),
            ("GB", "02079460958", .e164, "+442079460958"),
            // A national form would read as a number of the default region: the number stays international.
            ("GB", "+33123456789", .national, "+33 1 23 45 67 89"),
            ("DE", "030123456", .international, "+49 30 123456"),
        ], EditKindReporting.allCases)
    func theNumberIsShownInItsCanonicalFormOnceEditingEnds(
        _ example: (region: String, typed: String, style: PhoneNumber.FormatStyle.Style, shown: String),
        reporting: EditKindReporting
    ) {
        let (field, binding) = bound(.options(defaultRegion: example.region, endOfEditingStyle: example.style), reporting)
        field.beginEditing()
        for digit in example.typed { field.insert(String(digit)) }
        let typed = field.text
        let value = binding.value
        field.endEditing()
        #expect(field.text == example.shown)
        #expect(binding.value == value)
        field.beginEditing()
        #expect(field.text == typed)
        #expect(binding.value == value)
    }

    @Test(arguments: ["415", "", "+999 123"], EditKindReporting.allCases)
    func aTextWithoutANumberStaysAsTyped(typed: String, reporting: EditKindReporting) {
        let (field, _) = bound(.options(defaultRegion: "US", endOfEditingStyle: .e164), reporting)
        field.beginEditing()
        field.insert(typed)
        let shown = field.text
        field.endEditing()
        #expect(field.text == shown)
    }

    @Test(arguments: EditKindReporting.allCases)
    func aNumberOfARegionThatIsNotAllowedStaysAsTyped(reporting: EditKindReporting) {
        let (field, _) = bound(.options(defaultRegion: "GB", allowedRegions: ["GB"], endOfEditingStyle: .e164), reporting)
        field.beginEditing()
        field.insert("+14155552671")
        field.endEditing()
        #expect(field.text == "+1 415-555-2671")
    }

    @Test(arguments: EditKindReporting.allCases)
    func textTheAppSetsAfterEditingIsKept(reporting: EditKindReporting) throws {
        let (field, binding) = bound(.options(defaultRegion: "US", endOfEditingStyle: .e164), reporting)
        field.beginEditing()
        field.insert("4155552671")
        field.endEditing()
        let number = try #require(PhoneNumber(parsing: "+442079460958", defaultRegion: "US"))
        binding.value = number
        field.beginEditing()
        #expect(field.text == "+44 20 7946 0958")
    }

    @Test(arguments: EditKindReporting.allCases)
    func aValueSetWhileTheFieldIsNotEditedIsShownInTheCanonicalForm(reporting: EditKindReporting) throws {
        let (field, binding) = bound(.options(defaultRegion: "US", endOfEditingStyle: .international), reporting)
        let number = try #require(PhoneNumber(parsing: "(415) 555-2671", defaultRegion: "US"))
        binding.value = number
        #expect(field.text == "+1 415-555-2671")
        field.beginEditing()
        #expect(field.text == "(415) 555-2671")
        let london = try #require(PhoneNumber(parsing: "+442079460958", defaultRegion: "US"))
        binding.value = london
        #expect(field.text == "+44 20 7946 0958")
        field.endEditing()
        #expect(field.text == "+44 20 7946 0958")
        #expect(binding.value?.e164 == "+442079460958")
    }

    @Test(arguments: EditKindReporting.allCases)
    func bothOptionsTogether(reporting: EditKindReporting) {
        let (field, binding) = bound(.options(defaultRegion: "GB", startsWithCallingCode: true, endOfEditingStyle: .e164), reporting)
        field.beginEditing()
        field.insert("2079460958")
        field.endEditing()
        #expect(field.text == "+442079460958")
        field.beginEditing()
        #expect(field.text == "+44 20 7946 0958")
        #expect(binding.value?.e164 == "+442079460958")
    }

    @Test(arguments: [
        PhoneNumberTextInputOptions.options(defaultRegion: "GB"),
        .options(defaultRegion: "GB", startsWithCallingCode: true),
        .options(defaultRegion: "FR", allowedRegions: ["FR"], endOfEditingStyle: .national),
        .options(defaultRegion: "US", alwaysInternational: true, startsWithCallingCode: true, endOfEditingStyle: .e164),
    ])
    func theOptionsReadBackFromJSON(options: PhoneNumberTextInputOptions) throws {
        let data = try JSONEncoder().encode(options)
        #expect(try JSONDecoder().decode(PhoneNumberTextInputOptions.self, from: data) == options)
    }

    @Test func optionsWithoutTheNewSettingsEncodeWithoutThem() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let plain = String(decoding: try encoder.encode(PhoneNumberTextInputOptions.options(defaultRegion: "GB")), as: UTF8.self)
        #expect(plain == #"{"alwaysInternational":false,"defaultRegion":"GB"}"#)
        let set = String(
            decoding: try encoder.encode(
                PhoneNumberTextInputOptions.options(defaultRegion: "GB", startsWithCallingCode: true, endOfEditingStyle: .e164)), as: UTF8.self)
        #expect(set == #"{"alwaysInternational":false,"defaultRegion":"GB","endOfEditingStyle":"e164","startsWithCallingCode":true}"#)
    }
}
