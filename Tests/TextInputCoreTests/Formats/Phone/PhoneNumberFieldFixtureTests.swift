import Testing
import TextInputCore

/// A phone field typed into as a user would, against libphonenumber: after every keystroke
/// the field shows AsYouTypeFormatter's output, and has a value exactly when libphonenumber
/// parses a possible number.
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
            var possible = ""
            for character in fixture.input {
                field.insert(String(character))
                texts.append(field.text)
                possible += binding.value == nil ? "0" : "1"
            }
            #expect(texts == fixture.outputs, "\(region) typing \(fixture.input)")
            #expect(possible == fixture.possible, "\(region) value while typing \(fixture.input)")
            #expect(binding.value?.e164 == fixture.parsed?.e164, "\(region) value of \(fixture.input)")
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
