import Testing

@testable import TextInputCore

/// Parsing, classifying and formatting against libphonenumber's `parse`, `is_possible_number`,
/// `is_valid_number`, `number_type`, `region_code_for_number` and `format_number`.
struct PhoneNumberFixtureTests {
    @Test(arguments: PhoneFixture.byRegion.map(\.region))
    func parsedNumbersAgreeWithLibphonenumber(region: String) {
        let fixtures = PhoneFixture.byRegion.first { $0.region == region }?.fixtures ?? []
        for fixture in fixtures {
            let number = PhoneNumber(parsing: fixture.input, defaultRegion: fixture.region)
            let parsed = number.map {
                PhoneFixture.Parsed(
                    e164: $0.e164, international: $0.formattedInternational, national: $0.formattedNational,
                    valid: $0.isValid, type: $0.type.rawValue, region: $0.regionCode)
            }
            #expect(parsed == fixture.parsed, "\(fixture.region) parsing \(fixture.input)")
        }
    }

    @Test(arguments: PhoneFixture.byRegion.map(\.region))
    func aValueExistsExactlyWhenLibphonenumberFindsAPossibleNumber(region: String) {
        let fixtures = PhoneFixture.byRegion.first { $0.region == region }?.fixtures ?? []
        for fixture in fixtures {
            var possible = ""
            var prefix = ""
            for character in fixture.input {
                prefix.append(character)
                possible += PhoneNumber(parsing: prefix, defaultRegion: fixture.region) == nil ? "0" : "1"
            }
            #expect(possible == fixture.possible, "\(fixture.region) typing \(fixture.input)")
        }
    }
}
