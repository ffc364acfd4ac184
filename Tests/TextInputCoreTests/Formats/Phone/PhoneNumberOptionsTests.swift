import Testing
import TextInputCore

/// The options of a phone field: default region, allowed regions, international form.
@MainActor
struct PhoneNumberOptionsTests {
    private func bound(
        _ options: PhoneNumberTextInputOptions, _ reporting: EditKindReporting
    ) -> (TextInputSimulator, TextInputBinding<PhoneNumber>) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.phoneNumber(options).bind(to: field)
        field.beginEditing()
        return (field, binding)
    }

    @Test func theDefaultRegionIsAKnownRegion() {
        let region = PhoneNumberTextInputOptions.options().defaultRegion
        #expect(PhoneNumber(parsing: "+1 415 555 2671", defaultRegion: region) != nil)
        #expect(region == PhoneNumberTextInputOptions.currentRegion)
        #expect(region.count == 2)
    }

    @Test func regionCodesAreReadInAnyCase() {
        #expect(PhoneNumberTextInputOptions.options(defaultRegion: "gb").defaultRegion == "GB")
    }

    @Test(
        arguments: [
            ("+44 20 7946 0958", true),
            ("+353 1 234 5678", true),
            ("+1 415 555 2671", false),
            ("020 7946 0958", true),
        ], EditKindReporting.allCases)
    func aNumberOfARegionThatIsNotAllowedGetsNoValue(_ example: (typed: String, hasValue: Bool), reporting: EditKindReporting) {
        let (typed, hasValue) = example
        let (field, binding) = bound(.options(defaultRegion: "GB", allowedRegions: ["GB", "IE"]), reporting)
        field.insert(typed)
        #expect((binding.value != nil) == hasValue)
    }

    @Test(arguments: EditKindReporting.allCases)
    func aNumberFromAnotherRegionStillFormatsWhenNotAllowed(reporting: EditKindReporting) {
        let (field, _) = bound(.options(defaultRegion: "GB", allowedRegions: ["GB"]), reporting)
        field.insert("+14155552671")
        #expect(field.text == "+1 415-555-2671")
    }

    @Test(
        arguments: [
            // (default region, typed, shown)
            ("US", "4155552671", "+1 415-555-2671"),
            ("GB", "02079460958", "+44 20 7946 0958"),
            ("GB", "00 33 1 23 45 67 89", "+33 1 23 45 67 89"),
            ("FR", "+44 20 7946 0958", "+44 20 7946 0958"),
            ("DE", "030 123456", "+49 30 123456"),
        ], EditKindReporting.allCases)
    func internationalFormAddsTheDefaultCallingCode(
        _ example: (region: String, typed: String, shown: String), reporting: EditKindReporting
    ) {
        let (region, typed, shown) = example
        let (field, binding) = bound(.options(defaultRegion: region, alwaysInternational: true), reporting)
        field.insert(typed)
        #expect(field.text == shown)
        #expect(binding.value?.formattedInternational == shown)
    }

    @Test(arguments: EditKindReporting.allCases)
    func internationalFormWhileTypingDigitByDigit(reporting: EditKindReporting) {
        let (field, _) = bound(.options(defaultRegion: "US", alwaysInternational: true), reporting)
        var shown: [String] = []
        for digit in "4155552671" {
            field.insert(String(digit))
            shown.append(field.text)
        }
        #expect(shown.first == "+1 4")
        #expect(shown.last == "+1 415-555-2671")
    }

    @Test(
        arguments: [
            ("US", "+14155552671", "(415) 555-2671"),
            ("US", "+442079460958", "+44 20 7946 0958"),
            ("GB", "+442079460958", "020 7946 0958"),
            ("DE", "+4930123456", "030 123456"),
        ], EditKindReporting.allCases)
    func settingTheValueShowsItNationallyForTheDefaultRegion(
        _ example: (region: String, e164: String, shown: String), reporting: EditKindReporting
    ) throws {
        let (region, e164, shown) = example
        let (field, binding) = bound(.options(defaultRegion: region), reporting)
        let number = try #require(PhoneNumber(parsing: e164, defaultRegion: region))
        binding.value = number
        #expect(field.text == shown)
        #expect(binding.value == number)
    }

    @Test(arguments: EditKindReporting.allCases)
    func settingTheValueInInternationalFormShowsPlusCC(reporting: EditKindReporting) throws {
        let (field, binding) = bound(.options(defaultRegion: "US", alwaysInternational: true), reporting)
        let number = try #require(PhoneNumber(parsing: "(415) 555-2671", defaultRegion: "US"))
        binding.value = number
        #expect(field.text == "+1 415-555-2671")
    }
}

/// The region shown beside a phone field while it is typed.
struct PhoneNumberRegionForTextTests {
    @Test(arguments: [
        ("", "US"), ("4", "US"), ("(415)", "US"), ("+4", "US"), ("+44", "GB"), ("+44 20", "GB"),
        ("+1 8", "US"), ("+1 416 555 0123", "CA"), ("+7 7", "RU"), ("+7 701 123 4567", "KZ"),
        ("+800", "001"), ("011 33 1", "FR"), ("+999", "US"),
    ])
    func theRegionIsKnownAsSoonAsTheCallingCodeIs(text: String, region: String) {
        #expect(PhoneNumberTextInputOptions.options(defaultRegion: "US").regionCode(forText: text) == region)
    }
}

/// With `alwaysInternational`, the calling code a national paste gains
/// counts against the most digits a field keeps, so the text reads back unchanged.
@MainActor
struct PhoneNumberAlwaysInternationalLimitTests {
    @Test
    func aLongNationalPasteIsAFixedPointOnceInternational() {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: "GB", alwaysInternational: true))
        let field = TextInputSimulator()
        _ = format.bind(to: field)
        field.beginEditing()
        field.paste(String(repeating: "1234567890", count: 3))
        let pasted = field.text
        #expect(pasted.hasPrefix("+44"))
        #expect(format.formatted(pasted).text == pasted)
    }
}
