import Testing
import TextInputCore

/// The canonical forms a phone field shows once editing ends carry an extension where they can:
/// the national and international forms do, E.164 has no place for one.
@MainActor
struct PhoneNumberExtensionEditingEndsTests {
    @Test(
        arguments: [
            (PhoneNumber.FormatStyle.Style.national, "020 7946 0958 x12"),
            (.international, "+44 20 7946 0958 x12"),
            (.e164, "020 7946 0958 x12"),
        ])
    func theFormShownWhenEditingEndsKeepsTheExtension(_ example: (style: PhoneNumber.FormatStyle.Style, shown: String)) {
        let field = TextInputSimulator()
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "GB", endOfEditingStyle: example.style)).bind(to: field)
        field.beginEditing()
        field.paste("020 7946 0958 ext. 12")
        field.endEditing()
        #expect(field.text == example.shown)
        #expect(binding.value?.extension == "12")
        field.beginEditing()
        #expect(field.text == "020 7946 0958 x12")
    }
}
