import Foundation
import Testing
import TextInputCore

/// A phone number's status follows libphonenumber: valid for `isValidNumber`; else invalid
/// when `isPossibleNumberWithReason` says TOO_LONG or INVALID_COUNTRY_CODE, or when the number
/// already has its plan's longest length; incomplete otherwise, since more digits may still make
/// it valid.
struct PhoneNumberStatusTests {
    /// One number typed internationally, and libphonenumber's verdict on it, recorded by
    /// Tools/generate_phone_status_fixtures.py.
    struct Verdict: Decodable, CustomTestStringConvertible {
        struct Reading: Decodable {
            var valid: Bool
            var reason: String
            var length: Int
            var longest: Int
        }

        var region: String
        var text: String
        /// Nil where libphonenumber's parse refuses the text (too few digits yet).
        var libphonenumber: Reading?

        var testDescription: String { "\(region) \(text)" }

        /// The status the rule gives for libphonenumber's verdict.
        var expectedStatus: TextInputValueStatus {
            guard let reading = libphonenumber else { return .incomplete }
            if reading.valid { return .valid }
            switch reading.reason {
            case "tooLong", "invalidCountryCode": return .invalid
            case "tooShort", "invalidLength": return .incomplete
            default: return reading.length < reading.longest ? .incomplete : .invalid
            }
        }

        static let all: [Verdict] = phoneStatusFixtureLines.split(separator: "\n").compactMap { line in
            try? JSONDecoder().decode(Verdict.self, from: Data(line.utf8))
        }
    }

    @Test func theFixturesHoldNumbersOfEveryStatus() {
        #expect(Verdict.all.count > 2_000)
        #expect(Set(Verdict.all.map(\.expectedStatus)) == [.incomplete, .valid, .invalid])
    }

    @Test("a number typed into a field has the status libphonenumber's verdict gives", arguments: Verdict.all)
    func fixture(verdict: Verdict) {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: verdict.region))
        #expect(format.status(of: verdict.text) == verdict.expectedStatus)
    }

    @Test(
        "texts a field shows while a number is typed",
        arguments: [
            ("GB", "", TextInputValueStatus.empty, "no text"),
            ("GB", "+", .incomplete, "a calling code to come"),
            ("GB", "+44 ", .incomplete, "the calling code alone"),
            ("GB", "+44 7400 1", .incomplete, "libphonenumber: possible locally, too short to be valid"),
            ("GB", "+44 7400 123456", .valid, "a mobile number"),
            ("GB", "+4474001234567", .invalid, "libphonenumber: TOO_LONG"),
            ("GB", "0740", .incomplete, "the national prefix and three digits"),
            ("GB", "07400 123456", .valid, "a mobile number written nationally"),
            ("US", "650", .incomplete, "libphonenumber: TOO_SHORT"),
            ("US", "(650) 253-0000", .valid, "a fixed-line or mobile number"),
            ("US", "(123) 456-7890", .invalid, "ten digits, the plan's only length, but no area code starts with 1"),
            ("US", "+999 1234", .invalid, "no calling code starts with 999"),
            ("UK", "1234", .invalid, "no numbering plan for the region"),
        ])
    func shownTexts(region: String, text: String, status: TextInputValueStatus, why: String) {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: region))
        #expect(format.status(of: text) == status, "\(why)")
    }

    @Test("the value's status agrees with the field's, and with isValid")
    func valueStatus() throws {
        for verdict in Verdict.all {
            guard let number = PhoneNumber(parsing: verdict.text, defaultRegion: verdict.region) else { continue }
            #expect(number.status == verdict.expectedStatus, "\(verdict.region) \(verdict.text)")
            #expect(number.isValid == (number.status == .valid))
        }
    }

    @Test("a number of a region the field does not allow is invalid")
    func disallowedRegion() {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: "US", allowedRegions: ["US"]))
        #expect(format.status(of: "+44 7400 123456") == .invalid)
        #expect(format.status(of: "(650) 253-0000") == .valid)
    }

    @Test(
        "an extension is no part of the number's status; a label that starts none leaves a text no continuation makes valid",
        arguments: [
            ("+44 20 7946 0958 ext. 12", TextInputValueStatus.valid),
            ("+44 20 7946 0958 x", .valid),
            ("+44 20 7946 ext. 12", .incomplete),
            ("+44 20 7946 0958 xשלום", .invalid),
        ])
    func extensions(text: String, status: TextInputValueStatus) {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: "GB"))
        #expect(format.status(of: text) == status)
        #expect(!status.isAcceptable || (try? format.serializer.value(for: text)) != nil)
    }

    @MainActor
    @Test("composing letters after an extension's label leaves a field with no value, and not valid")
    func composingAfterALabel() {
        let field = TextInputSimulator(reportsEditKinds: true)
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "DE")).bind(to: field)
        field.insert("+44 20 7946 0958 ext. 12")
        field.backspace()
        field.backspace()
        field.setMarkedText("שלום")
        #expect(!binding.status.isAcceptable || binding.value != nil)
    }
}
