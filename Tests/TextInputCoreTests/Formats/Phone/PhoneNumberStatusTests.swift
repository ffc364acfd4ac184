import Foundation
import Testing
import TextInputCore

/// A phone number's status follows libphonenumber: valid for `isValidNumber`; else incomplete
/// while digits typed after it can still make a number `isValidNumber` accepts, and invalid only
/// once none can: a number too long for its plan, or digits no number of its calling code starts
/// with.
struct PhoneNumberStatusTests {
    /// One number typed internationally, libphonenumber's verdict on it, and whether digits typed
    /// after it can make a valid number, recorded by Tools/generate_phone_status_fixtures.py.
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
        /// Whether digits typed after the text make a number libphonenumber calls valid.
        var canBecomeValid: Bool

        var testDescription: String { "\(region) \(text)" }

        /// The status the rule gives for libphonenumber's verdict.
        var expectedStatus: TextInputValueStatus {
            if libphonenumber?.valid == true { return .valid }
            return canBecomeValid ? .incomplete : .invalid
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
            ("US", "(123) 456-7890", .incomplete, "the national prefix 1, then the start of 234-567-8901"),
            ("US", "(023) 456-7890", .invalid, "no number of +1 starts with 0, nor does its national prefix"),
            ("US", "+999 1234", .invalid, "no calling code starts with 999"),
            ("UK", "1234", .invalid, "no numbering plan for the region"),
        ])
    func shownTexts(region: String, text: String, status: TextInputValueStatus, why: String) {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: region))
        #expect(format.status(of: text) == status, "\(why)")
    }

    /// Real numbers from the metadata, each checked with libphonenumber: the incomplete texts
    /// are the start of a number `isValidNumber` accepts (shown after the text); no number
    /// starts as the invalid ones do.
    @Test(
        "a text is invalid only when no digits typed after it make a valid number",
        arguments: [
            ("FR", "06 12 34 56 7", TextInputValueStatus.incomplete, "06 12 34 56 78, a mobile number"),
            ("FR", "0", .incomplete, "the national prefix"),
            ("FR", "06 12 34 56 78 9", .invalid, "too long: French numbers have nine digits after the 0"),
            ("AI", "2642351", .incomplete, "264-235-1234, though seven digits dialled alone in Anguilla are a local number"),
            ("AI", "+1 264-235", .incomplete, "+1 264-235-1234"),
            ("AG", "268464", .incomplete, "268-464-1234"),
            ("HU", "0", .incomplete, "the start of the national prefix 06"),
            ("HU", "06 20 123 456", .incomplete, "06 20 123 4567"),
            ("AR", "011 15-2345-678", .incomplete, "011 15-2345-6789: the national prefix 0, the area code 11, the mobile prefix 15"),
            ("GB", "+44 7400 1234567", .invalid, "too long: British mobile numbers have ten digits"),
            ("GB", "094", .invalid, "no number of +44 (United Kingdom, Guernsey, Isle of Man, Jersey) starts with 94"),
            ("GB", "+44 94", .invalid, "the same after +44"),
            ("GB", "091", .incomplete, "091 1234 5678, a premium-rate number"),
            ("US", "+1 416 555", .incomplete, "+1 416-555-0123, a Canadian number typed in a US field"),
            ("US", "+1 023", .invalid, "no number of +1 starts with 0"),
            ("US", "01", .incomplete, "the start of the international prefix 011"),
            ("US", "+28", .invalid, "no calling code starts with 28"),
        ])
    func partialTexts(region: String, text: String, status: TextInputValueStatus, why: String) {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: region))
        #expect(format.status(of: text) == status, "\(why)")
    }

    @MainActor
    @Test("a field's value never holds the national prefix: none until the number is possible without it")
    func noNationalPrefixInTheValue() throws {
        let field = TextInputSimulator()
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "FR")).bind(to: field)
        var values: [String?] = []
        for digit in "0612345678" {
            field.insert(String(digit))
            values.append(binding.value?.e164)
        }
        #expect(values == Array(repeating: nil, count: 9) + ["+33612345678"])
        #expect(throws: TextInputParseError.self) { try binding.format.serializer.value(for: "06 12 34 56 7") }
        // libphonenumber's parse keeps the 0 in a whole text: PhoneNumber(parsing:) agrees with it.
        #expect(PhoneNumber(parsing: "06 12 34 56 7", defaultRegion: "FR")?.e164 == "+33061234567")
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
