import Foundation
import Testing
import TextInputCore

/// A phone number never prints itself whole: its description, debug description, mirror and
/// the phone field's events show the calling code and the last two digits only.
@MainActor
@Suite("A phone number is kept out of logs")
struct PhoneNumberRedactionTests {
    @Test("the description, debug description and mirror hide all but the last two digits")
    func descriptions() throws {
        let number = try #require(PhoneNumber(parsing: "020 7946 0958", defaultRegion: "GB"))
        #expect(number.description == "+44 ••••••••58")
        #expect(String(reflecting: number) == "PhoneNumber(+44 ••••••••58)")
        var dumped = ""
        dump(number, to: &dumped)
        #expect(!dumped.contains("7946"))
        #expect(dumped.contains("58"))
    }

    @Test("a phone field's events show its text with all but the last two digits hidden", arguments: EditKindReporting.allCases)
    func events(_ reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
        var logged: [String] = []
        binding.eventHandler = { logged.append(String(describing: $0)) }
        field.paste("4155552671")
        #expect(field.text == "(415) 555-2671")
        #expect(!logged.isEmpty)
        #expect(logged.allSatisfy { !$0.contains("415") && !$0.contains("2671") })
    }
}
