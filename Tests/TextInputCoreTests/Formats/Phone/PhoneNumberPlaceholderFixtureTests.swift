import Foundation
import Testing

@testable import TextInputCore

/// Every region's placeholder against libphonenumber's example number for it, recorded by
/// Tools/generate_phone_placeholder_fixtures.py.
struct PhoneNumberPlaceholderFixtureTests {
    /// One region's example number as libphonenumber gives it.
    struct Example: Decodable, CustomTestStringConvertible {
        /// The region.
        var region: String
        /// The example number in E.164; nil when the region has none.
        var e164: String?
        /// libphonenumber's national format of it.
        var national: String
        /// What AsYouTypeFormatter shows once the national format's digits are typed.
        var shown: String

        var testDescription: String { region }

        static let all: [Example] = phonePlaceholderFixtureLines.split(separator: "\n").compactMap { line in
            try? JSONDecoder().decode(Example.self, from: Data(line.utf8))
        }
    }

    @Test func theFixturesHoldEveryRegion() {
        #expect(Example.all.map(\.region) == PhoneMetadataTable.shared.regionCodes)
    }

    /// An empty field shows its own region's example, not that of the region its calling code
    /// is named after (Antigua's, not the United States'), written as the field writes it.
    @Test(arguments: Example.all)
    func anEmptyFieldShowsTheExampleOfItsRegion(example: Example) {
        let placeholder = PhoneNumberTextInputOptions.options(defaultRegion: example.region).placeholder()
        #expect(placeholder == example.shown)
        let digits = { (text: String) in text.filter(\.isNumber) }
        #expect(digits(placeholder) == digits(example.national))
        if let e164 = example.e164 {
            #expect(PhoneNumber(parsing: placeholder, defaultRegion: example.region)?.e164 == e164)
        }
    }

    /// The flag beside an empty field is its own region's too, as is the picker's placeholder.
    @Test(arguments: Example.all)
    @MainActor
    func anEmptyFieldShowsTheFlagOfItsRegion(example: Example) {
        let options = PhoneNumberTextInputOptions.options(defaultRegion: example.region)
        let picker = PhoneNumberRegionPicker(binding: TextInputFormats.phoneNumber(options).bind(to: TextInputSimulator()), options: options)
        #expect(picker.region?.code == example.region)
        #expect(picker.placeholder == example.shown)
    }
}
