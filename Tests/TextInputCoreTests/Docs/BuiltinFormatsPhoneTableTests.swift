import Testing
import TextInputCore

/// The tables and claims of the BuiltinFormats article, "Phone numbers" (its samples are snippets
/// that check themselves).
@MainActor
@Suite("BuiltinFormats article: phone tables and claims")
struct BuiltinFormatsPhoneTableTests {
    @Test(
        "the as-you-type table",
        arguments: [
            ("4", "4"), ("41", "41"), ("415", "415"), ("4155", "415-5"), ("4155552", "415-5552"),
            ("41555526", "(415) 555-26"), ("+4", "+4"), ("+44", "+44 "), ("+442079460958", "+44 20 7946 0958"),
            ("011442079460958", "011 44 20 7946 0958"), ("41955552671", "41955552671"),
            ("14155552671", "1 (415) 555-2671"), ("４１５", "415"), ("٤١٥", "415"),
        ])
    func asYouType(typed: String, shown: String) {
        let field = TextInputSimulator()
        TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
        for character in typed { field.insert(String(character)) }
        #expect(field.text == shown)
    }

    @Test("the region beside the field")
    func region() {
        var printed: [String] = []
        func print(_ item: String) { printed.append(item) }
        let us = PhoneNumberTextInputOptions.options(defaultRegion: "US")
        print(us.regionCode(forText: "+44 20"))  // "GB"
        print(us.regionCode(forText: "(415)"))  // "US"
        #expect(printed == ["GB", "US"])
    }

    @Test("the value table")
    func value() throws {
        let number = try #require(PhoneNumber(parsing: "(415) 555-2671", defaultRegion: "US"))
        #expect(number.e164 == "+14155552671")
        #expect(number.countryCode == 1)
        #expect(number.nationalNumber == 4_155_552_671)
        #expect(number.regionCode == "US")
        #expect(number.formattedInternational == "+1 415-555-2671")
        #expect(number.formattedNational == "(415) 555-2671")
        #expect(number.isValid)
        #expect(number.type == .fixedLineOrMobile)
    }

    @Test("setting the value shows it nationally for the default region, +CC otherwise")
    func settingTheValue() throws {
        let field = TextInputSimulator()
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
        let local = try #require(PhoneNumber(parsing: "+14155552671", defaultRegion: "US"))
        binding.value = local
        #expect(field.text == "(415) 555-2671")
        let foreign = try #require(PhoneNumber(parsing: "+442079460958", defaultRegion: "US"))
        binding.value = foreign
        #expect(field.text == "+44 20 7946 0958")
    }
}
