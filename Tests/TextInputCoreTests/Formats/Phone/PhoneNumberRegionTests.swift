import Foundation
import Testing
import TextInputCore

/// A region's flag, calling code and name, and the region a typed number belongs to.
struct PhoneNumberRegionTests {
    @Test(arguments: [("GB", "🇬🇧", 44), ("ca", "🇨🇦", 1), ("US", "🇺🇸", 1), ("DE", "🇩🇪", 49), ("AC", "🇦🇨", 247), ("XK", "🇽🇰", 383)])
    func aRegionsFlagIsTheRegionalIndicatorsOfItsCode(code: String, flag: String, callingCode: Int) throws {
        let region = try #require(PhoneNumberRegion(code: code))
        #expect(region.code == code.uppercased())
        #expect(region.flag == flag)
        #expect(region.callingCode == callingCode)
    }

    @Test(arguments: ["UK", "", "001", "ZZ", "G", "GBR"])
    func aCodeTheNumberingPlansDoNotKnowIsNoRegion(code: String) {
        #expect(PhoneNumberRegion(code: code) == nil)
    }

    @Test func theNameIsFoundationsNameInTheLocale() throws {
        let region = try #require(PhoneNumberRegion(code: "DE"))
        #expect(region.localizedName(in: Locale(identifier: "en_US")) == "Germany")
        #expect(region.localizedName(in: Locale(identifier: "de_DE")) == "Deutschland")
    }

    @Test(arguments: [
        ("+44 20 7946 0958", "GB", "🇬🇧"), ("+1 204 234 5678", "CA", "🇨🇦"), ("(415) 555-2671", "US", "🇺🇸"),
        ("+800 1234 5678", "001", "🌐"),
    ])
    func aNumbersRegionCarriesItsFlag(text: String, code: String, flag: String) throws {
        let number = try #require(PhoneNumber(parsing: text, defaultRegion: "US"))
        #expect(number.region?.code == code)
        #expect(number.region?.flag == flag)
        #expect(number.region?.callingCode == number.countryCode)
    }

    @Test(arguments: EditKindReporting.allCases)
    @MainActor
    func theRegionFollowsTheDigitsAsTheyDecideIt(reporting: EditKindReporting) {
        let options = PhoneNumberTextInputOptions.options(defaultRegion: "US")
        let field = TextInputSimulator(reporting)
        _ = TextInputFormats.phoneNumber(options).bind(to: field)
        field.beginEditing()
        var regions: [String] = []
        for key in "+12042345678" {
            field.insert(String(key))
            regions.append(options.regionCode(forText: field.text))
        }
        // "+", "+1" … "+1 204-234-567" belong to the main region of +1 until the number is
        // possible and its area code names Canada.
        #expect(regions == Array(repeating: "US", count: 11) + ["CA"])
    }
}
