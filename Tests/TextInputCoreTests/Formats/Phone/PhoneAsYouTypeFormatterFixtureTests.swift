import Testing

@testable import TextInputCore

/// The as-you-type formatter against libphonenumber's own AsYouTypeFormatter, keystroke by
/// keystroke, for the example numbers of every region.
struct PhoneAsYouTypeFormatterFixtureTests {
    @Test func fixturesCoverEveryRegionOfTheMetadata() {
        let covered = Set(PhoneFixture.all.map(\.region))
        let missing = PhoneMetadataTable.shared.regionCodes.filter { !covered.contains($0) }
        #expect(PhoneFixture.all.count > 1_000)
        #expect(missing.isEmpty, "regions without fixtures: \(missing)")
    }

    @Test(arguments: PhoneFixture.byRegion.map(\.region))
    func everyKeystrokeShowsWhatLibphonenumberShows(region: String) {
        let fixtures = PhoneFixture.byRegion.first { $0.region == region }?.fixtures ?? []
        for fixture in fixtures {
            var formatter = PhoneAsYouTypeFormatter(regionCode: fixture.region)
            var outputs: [String] = []
            for character in fixture.input.utf8 {
                formatter.input(character)
                outputs.append(String(decoding: formatter.output, as: UTF8.self))
            }
            #expect(outputs == fixture.outputs, "\(fixture.region) typing \(fixture.input)")
        }
    }
}

/// Characters the field never feeds still behave as in libphonenumber: formatting stops and
/// the input is shown as typed.
struct PhoneAsYouTypeFormatterPunctuationTests {
    @Test(arguments: [
        ("650-253", "650-253"),
        ("+1 650", "+1 650"),
        ("6502+", "6502+"),
    ])
    func typedPunctuationStopsFormatting(typed: String, shown: String) {
        var formatter = PhoneAsYouTypeFormatter(regionCode: "US")
        for character in typed.utf8 { formatter.input(character) }
        #expect(String(decoding: formatter.output, as: UTF8.self) == shown)
    }
}
