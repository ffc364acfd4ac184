import Testing
import TextInputCore

/// A phone field typed into as a user would, against libphonenumber: after every keystroke
/// the field shows AsYouTypeFormatter's output, and has a value exactly when libphonenumber
/// parses a possible number, except where parse keeps the national prefix in a number that is
/// not valid because the number is too short without it ("06 12 34 56 7" in France): a value
/// never holds a national prefix.
@MainActor
struct PhoneNumberFieldFixtureTests {
    @Test(arguments: PhoneFixture.byRegion.map(\.region), EditKindReporting.allCases)
    func typingShowsLibphonenumbersTextAtEveryKeystroke(region: String, reporting: EditKindReporting) {
        let fixtures = PhoneFixture.byRegion.first { $0.region == region }?.fixtures ?? []
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: region))
        for fixture in fixtures {
            let field = TextInputSimulator(reporting)
            let binding = format.bind(to: field)
            field.beginEditing()
            var texts: [String] = []
            var hasValue = ""
            for character in fixture.input {
                field.insert(String(character))
                texts.append(field.text)
                hasValue += binding.value == nil ? "0" : "1"
            }
            #expect(texts == fixture.outputs, "\(region) typing \(fixture.input)")
            #expect(hasValue == fixture.value, "\(region) value while typing \(fixture.input)")
            let e164 = fixture.value.hasSuffix("1") ? fixture.parsed?.e164 : nil
            #expect(binding.value?.e164 == e164, "\(region) value of \(fixture.input)")
        }
    }

    @Test(arguments: PhoneFixture.byRegion.map(\.region), EditKindReporting.allCases)
    func pastingTheWholeNumberShowsWhatTypingItShows(region: String, reporting: EditKindReporting) {
        let fixtures = PhoneFixture.byRegion.first { $0.region == region }?.fixtures ?? []
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: region))
        for fixture in fixtures {
            let field = TextInputSimulator(reporting)
            format.bind(to: field)
            field.beginEditing()
            field.insert(fixture.input)
            #expect(field.text == fixture.outputs.last, "\(region) pasting \(fixture.input)")
        }
    }
}
