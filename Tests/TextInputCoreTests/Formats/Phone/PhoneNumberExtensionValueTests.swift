import Foundation
import Testing
import TextInputCore

/// A phone number's extension as part of its value: compared, hashed, encoded, written and read
/// back with it, and kept out of logs.
@MainActor
struct PhoneNumberExtensionValueTests {
    private static let office = PhoneNumber(parsing: "+44 20 7946 0958 ext. 12", defaultRegion: "GB")
    private static let switchboard = PhoneNumber(parsing: "+44 20 7946 0958", defaultRegion: "GB")

    @Test
    func theExtensionIsPartOfTheNumbersIdentityButNotOfE164() throws {
        let office = try #require(Self.office)
        let switchboard = try #require(Self.switchboard)
        #expect(office.extension == "12")
        #expect(switchboard.extension == nil)
        #expect(office != switchboard)
        #expect(Set([office, switchboard]).count == 2)
        #expect(office == PhoneNumber(parsing: "020 7946 0958 x12", defaultRegion: "GB"))
        #expect(office.e164 == "+442079460958")
        #expect(office.formattedInternational == "+44 20 7946 0958 x12")
        #expect(office.formattedNational == "020 7946 0958 x12")
    }

    @Test(
        arguments: [
            ("(415) 555-2671 ext. 12", "US", "+1 415-555-2671 ext. 12"),
            ("tel:+1-415-555-2671;ext=123", "US", "+1 415-555-2671 ext. 123"),
            ("(530) 583-6985 x302/x2303", "US", "+1 530-583-6985 ext. 302"),
            ("+1 415 555 2671 - 503#", "US", "+1 415-555-2671 ext. 503"),
            ("0664 123456 x 7", "AT", "+43 664 123456 ext. 7"),
            ("+40 21 123 4567 int 12", "RO", "+40 21 123 4567 int 12"),
        ])
    func parsingReadsTheExtensionLibphonenumberReads(_ example: (text: String, region: String, international: String)) {
        #expect(PhoneNumber(parsing: example.text, defaultRegion: example.region)?.formattedInternational == example.international)
    }

    @Test(
        arguments: [
            ("+43 664 123456 ext 6722,00810281", "AT"),  // a label inside the number
            ("01 234567890~29;ext=8514933263661104", "AT"),
            ("030 123456 - 3074185#", "DE"),  // seven digits before "#" take six at most
            ("+1 415 555 2671;ext=12#", "US"),  // ";ext=" takes no "#" after its digits
            ("(415) 555-2671 x 1234567890", "US"),
        ])
    func aLabelThatStartsNoExtensionLeavesNoNumber(_ example: (text: String, region: String)) {
        #expect(PhoneNumber(parsing: example.text, defaultRegion: example.region) == nil)
    }

    @Test(
        arguments: [
            ("(415) 555-2671 x", "US"), ("(415) 555-2671 ext.", "US"), ("(415) 555-2671,", "US"), ("(415) 555-2671 x .", "US"),
            ("(415) 555-2671/x2303", "US"),
        ])
    func aLabelWithoutDigitsOrASecondNumberLeavesTheNumberAlone(_ example: (text: String, region: String)) {
        let number = PhoneNumber(parsing: example.text, defaultRegion: example.region)
        #expect(number?.e164 == "+14155552671")
        #expect(number?.extension == nil)
    }

    @Test
    func codableRoundTripsTheExtensionAndReadsPayloadsWithoutOne() throws {
        let office = try #require(Self.office)
        let data = try JSONEncoder().encode(office)
        #expect(try JSONDecoder().decode(PhoneNumber.self, from: data) == office)
        let old = Data(#"{"countryCode":44,"nationalSignificantNumber":"2079460958"}"#.utf8)
        #expect(try JSONDecoder().decode(PhoneNumber.self, from: old) == Self.switchboard)
        let bad = Data(#"{"countryCode":44,"nationalSignificantNumber":"2079460958","extension":"1x"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PhoneNumber.self, from: bad) }
        let short = Data(#"{"countryCode":44,"nationalSignificantNumber":"20"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PhoneNumber.self, from: short) }
    }

    @Test
    func logsSayAnExtensionExistsAndShowNoneOfItsDigits() throws {
        let office = try #require(PhoneNumber(parsing: "+44 20 7946 0958 ext. 347", defaultRegion: "GB"))
        #expect(office.description == "+44 ••••••••58 ext.")
        var dumped = ""
        dump(office, to: &dumped)
        #expect(!dumped.contains("347"))
        #expect(PhoneNumber.redacted("+44 20 7946 0958 x347") == "+•• •• •••• •••• x•••")
    }

    @Test(arguments: [PhoneNumber.FormatStyle.Style.international, .national])
    func formatStyleRoundTripsANumberWithAnExtension(style: PhoneNumber.FormatStyle.Style) throws {
        let office = try #require(Self.office)
        let formatStyle = PhoneNumber.FormatStyle(style: style, options: .options(defaultRegion: "GB"))
        #expect(try formatStyle.parse(formatStyle.format(office)) == office)
    }

    @Test
    func aValueSetOnTheFieldShowsItsExtension() throws {
        let field = TextInputSimulator()
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
        binding.value = PhoneNumber(parsing: "+44 20 7946 0958 ext. 12", defaultRegion: "US")
        #expect(field.text == "+44 20 7946 0958 x12")
        #expect(binding.value?.extension == "12")
    }
}
