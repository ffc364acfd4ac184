import Foundation
import Testing
import TextInputCore

@Suite("PhoneNumber.FormatStyle: libphonenumber's forms, read as the phone field reads a paste")
struct PhoneNumberFormatStyleTests {
    @Test("each style writes libphonenumber's form of every recorded number", arguments: PhoneFixture.byRegion.map(\.region))
    func formsAgreeWithLibphonenumber(region: String) throws {
        for fixture in PhoneFixture.byRegion.first(where: { $0.region == region })?.fixtures ?? [] {
            guard let expected = fixture.parsed,
                let number = PhoneNumber(parsing: fixture.input, defaultRegion: fixture.region)
            else { continue }
            #expect(number.formatted(.phoneNumber) == expected.international)
            #expect(number.formatted(.phoneNumber(style: .national)) == expected.national)
            #expect(number.formatted(.phoneNumber(style: .e164)) == expected.e164)
        }
    }

    // An invalid number may not read back, in libphonenumber either: "+57 08352910927" loses
    // its leading 0 to Colombia's national prefix.
    @Test(
        "format → parse → format: every valid recorded number reads back in each form (nationally, in its own region)",
        arguments: PhoneFixture.byRegion.map(\.region))
    func roundTrips(region: String) throws {
        for fixture in PhoneFixture.byRegion.first(where: { $0.region == region })?.fixtures ?? [] {
            guard fixture.parsed?.valid == true, let number = PhoneNumber(parsing: fixture.input, defaultRegion: fixture.region) else { continue }
            for style in PhoneNumber.FormatStyle.Style.allCases {
                // A national form names no country: it reads back only where the number belongs.
                guard let readingRegion = style == .national ? number.regionCode : fixture.region, readingRegion != "001" else { continue }
                let formatStyle = PhoneNumber.FormatStyle(style: style, options: .options(defaultRegion: readingRegion))
                let text = number.formatted(formatStyle)
                let parsed = try formatStyle.parseStrategy.parse(text)
                #expect(parsed == number, "\(fixture.region) \(style) \(text)")
                #expect(parsed.formatted(formatStyle) == text, "\(fixture.region) \(style) \(text)")
            }
        }
    }

    @Test(
        "what people paste reads as the phone field reads it",
        arguments: [
            ("US", "(415) 555-2671", "+14155552671"),
            ("US", "415.555.2671", "+14155552671"),
            ("US", "1 (415) 555-2671", "+14155552671"),
            ("US", "+1-415-555-2671", "+14155552671"),
            ("US", "tel:+1-415-555-2671", "+14155552671"),
            ("US", "011 44 20 7946 0958", "+442079460958"),
            ("US", "４１５５５５２６７１", "+14155552671"),
            ("US", "٤١٥٥٥٥٢٦٧١", "+14155552671"),
            ("GB", "020 7946 0958", "+442079460958"),
            ("FR", "0044 20 7946 0958", "+442079460958"),
            ("FR", "01 23 45 67 89", "+33123456789"),
            ("IT", "02 1234 5678", "+390212345678"),
        ])
    func pastes(region: String, text: String, e164: String) throws {
        let strategy = PhoneNumber.FormatStyle(options: .options(defaultRegion: region))
        #expect(try strategy.parse(text).e164 == e164)
        #expect(try strategy.parse(text) == TextInputFormats.phoneNumber(.options(defaultRegion: region)).formatted(text).value)
    }

    @Test(
        "text without a number of possible length throws a TextInputParseError showing it with every digit hidden",
        arguments: [
            ("", ""), ("555", "•••"), ("+1", "+•"), ("phone", "phone"), ("41555526710000", "••••••••••••••"),
        ])
    func errors(text: String, shown: String) {
        #expect {
            try PhoneNumber.FormatStyle(options: .options(defaultRegion: "US")).parse(text)
        } throws: { error in
            (error as? TextInputParseError)?.text == shown
        }
    }

    @Test("a number of a region the options do not allow throws, as the field gives it no value")
    func allowedRegions() throws {
        let strategy = PhoneNumber.FormatStyle(options: .options(defaultRegion: "GB", allowedRegions: ["GB", "IE"]))
        #expect(throws: TextInputParseError(text: "+• ••• ••• ••••", reason: "a number of a region that is not allowed")) {
            try strategy.parse("+1 415 555 2671")
        }
        #expect(try strategy.parse("+353 1 234 5678").regionCode == "IE")
    }

    @Test("each style encodes its form and options and decodes to an equal style")
    func codable() throws {
        let styles: [PhoneNumber.FormatStyle] = [
            .phoneNumber,
            .phoneNumber(style: .national, options: .options(defaultRegion: "GB")),
            .phoneNumber(style: .e164, options: .options(defaultRegion: "gb", allowedRegions: ["ie", "GB"], alwaysInternational: true)),
        ]
        for style in styles {
            let decoded = try JSONDecoder().decode(PhoneNumber.FormatStyle.self, from: JSONEncoder().encode(style))
            #expect(decoded == style)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(styles[2]), as: UTF8.self)
                == #"{"options":{"allowedRegions":["GB","IE"],"alwaysInternational":true,"defaultRegion":"GB"},"style":"e164"}"#)
    }

    @Test("decoded options uppercase their regions and take the defaults of what is left out")
    func codableOptions() throws {
        let json = #"{"style":"national","options":{"defaultRegion":"fr"}}"#
        let style = try JSONDecoder().decode(PhoneNumber.FormatStyle.self, from: Data(json.utf8))
        #expect(style == .phoneNumber(style: .national, options: .options(defaultRegion: "FR")))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(PhoneNumber.FormatStyle.self, from: Data(#"{"style":"local","options":{"defaultRegion":"FR"}}"#.utf8))
        }
    }

    @Test("styles are equal and hash alike exactly when their form and options are")
    func hashable() {
        let us = PhoneNumberTextInputOptions.options(defaultRegion: "US")
        #expect(
            Set([PhoneNumber.FormatStyle(options: us), .phoneNumber(options: us), .phoneNumber(style: .international, options: .options(defaultRegion: "us"))])
                .count == 1)
        #expect(PhoneNumber.FormatStyle(style: .national, options: us) != .init(style: .international, options: us))
        #expect(PhoneNumber.FormatStyle(options: us) != .init(options: .options(defaultRegion: "GB")))
        #expect(PhoneNumber.FormatStyle(options: us) != .init(options: .options(defaultRegion: "US", alwaysInternational: true)))
        #expect(PhoneNumber.FormatStyle.phoneNumber == .init(options: .options()))
    }
}
