import Testing

@testable import TextInputCore

/// Numbers written with extensions in every form libphonenumber's `parse` reads, for every
/// region's example number, nationally and internationally: the number, its extension and how
/// they are written agree with libphonenumber, and a phone field shows them as it writes them.
@MainActor
struct PhoneExtensionFixtureTests {
    @Test
    func everyRegionHasFixtures() {
        #expect(PhoneExtensionFixture.regions.count > 240)
        #expect(PhoneExtensionFixture.all.count > 10_000)
    }

    @Test(arguments: PhoneExtensionFixture.regions)
    func parsingReadsTheNumberAndExtensionLibphonenumberReads(region: String) {
        for fixture in PhoneExtensionFixture.of(region: region) where fixture.merged != true {
            let number = PhoneNumber(parsing: fixture.t, defaultRegion: fixture.r)
            let parsed = number.map {
                PhoneExtensionFixture.Parsed(
                    cc: $0.countryCode, n: $0.nationalSignificantNumber, x: $0.extension ?? "",
                    i: $0.formattedInternational, d: $0.formattedNational)
            }
            #expect(parsed == fixture.p, "\(fixture.r) parsing \(fixture.t)")
        }
    }

    @Test(arguments: PhoneExtensionFixture.regions)
    func aPastedNumberShowsItsExtensionAsLibphonenumberWritesIt(region: String) {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: region))
        for fixture in PhoneExtensionFixture.of(region: region) {
            let pasted = format.formatted(fixture.t)
            if let shown = fixture.f {
                #expect(pasted.text == shown, "\(fixture.r) pasting \(fixture.t)")
            }
            #expect(pasted.value == PhoneNumber(parsing: fixture.t, defaultRegion: fixture.r), "\(fixture.r) pasting \(fixture.t)")
            // The field's own text reads back as the same number: it is a fixed point.
            #expect(format.formatted(pasted.text).text == pasted.text, "\(fixture.r) pasting \(fixture.t)")
        }
    }

    @Test(arguments: PhoneExtensionFixture.regions)
    func tooManyDigitsAfterALabelGiveNoNumberRatherThanAMergedOne(region: String) {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: region))
        for fixture in PhoneExtensionFixture.of(region: region) where fixture.merged == true {
            #expect(PhoneNumber(parsing: fixture.t, defaultRegion: fixture.r) == nil, "\(fixture.r) parsing \(fixture.t)")
            #expect(format.formatted(fixture.t).value == nil, "\(fixture.r) pasting \(fixture.t)")
        }
    }
}
