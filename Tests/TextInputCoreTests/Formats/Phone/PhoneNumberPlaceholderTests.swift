import Testing
import TextInputCore

/// A phone field's placeholder: libphonenumber's example mobile number, as the field shows it.
@MainActor
struct PhoneNumberPlaceholderTests {
    @Test(arguments: [
        // (default region, text, placeholder)
        ("US", "", "(201) 555-0123"),
        ("GB", "", "07400 123456"),
        ("DE", "", "01512 3456789"),
        ("FR", "", "06 12 34 56 78"),
        ("GB", "+", "+44 7400 123456"),
        ("GB", "+1", "+1 201-555-0123"),
        ("US", "+44", "+44 7400 123456"),
        ("US", "+1 204 234 5678", "+1 506-234-5678"),
        ("US", "(204) 234-5678", "(506) 234-5678"),
        ("US", "+800", "+800 1234 5678"),
        ("UK", "", ""),
    ])
    func theExampleNumberOfTheTypedRegion(region: String, text: String, placeholder: String) {
        #expect(PhoneNumberTextInputOptions.options(defaultRegion: region).placeholder(forText: text) == placeholder)
    }

    @Test(arguments: [
        (PhoneNumberTextInputOptions.options(defaultRegion: "GB", alwaysInternational: true), "+44 7400 123456"),
        (.options(defaultRegion: "GB", startsWithCallingCode: true), "+44 7400 123456"),
        (.options(defaultRegion: "US", startsWithCallingCode: true), "+1 201-555-0123"),
    ])
    func anInternationalFieldShowsItInternationally(options: PhoneNumberTextInputOptions, placeholder: String) {
        #expect(options.placeholder() == placeholder)
    }

    /// Every region's placeholder is what the field shows once it is typed, and a valid number.
    @Test(arguments: EditKindReporting.allCases)
    func everyPlaceholderIsWhatTheFieldShowsForIt(reporting: EditKindReporting) {
        for code in PhoneNumberRegionPicker(
            binding: TextInputFormats.phoneNumber().bind(to: TextInputSimulator()), options: .options()
        ).regions().map(\.code) {
            let options = PhoneNumberTextInputOptions.options(defaultRegion: code)
            let placeholder = options.placeholder()
            let field = TextInputSimulator(reporting)
            let binding = TextInputFormats.phoneNumber(options).bind(to: field)
            field.beginEditing()
            for character in placeholder.filter(\.isNumber) { field.insert(String(character)) }
            #expect(field.text == placeholder, "\(code)")
            #expect(binding.value?.isValid == true, "\(code)")
        }
    }
}
