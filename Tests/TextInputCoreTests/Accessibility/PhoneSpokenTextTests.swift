import Foundation
import Testing

@testable import TextInputCore

@Suite("A phone number's extension is said as the language's word for it, its digits spelled out")
struct PhoneSpokenTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let language: String
        let text: String
        let spoken: String
        let spellOut: [Range<Int>]
        var testDescription: String { "\(language) \(text.debugDescription)" }
    }

    @Test(
        "the word in each language",
        arguments: [
            Case(language: "en", text: "+44 20 7946 0958 x12", spoken: "+44 20 7946 0958 extension 12", spellOut: [1..<3, 4..<6, 7..<11, 12..<16, 27..<29]),
            Case(language: "de", text: "+44 20 7946 0958 x12", spoken: "+44 20 7946 0958 Durchwahl 12", spellOut: [1..<3, 4..<6, 7..<11, 12..<16, 27..<29]),
            Case(language: "fr", text: "+44 20 7946 0958 x12", spoken: "+44 20 7946 0958 poste 12", spellOut: [1..<3, 4..<6, 7..<11, 12..<16, 23..<25]),
            Case(language: "es", text: "+44 20 7946 0958 x12", spoken: "+44 20 7946 0958 extensión 12", spellOut: [1..<3, 4..<6, 7..<11, 12..<16, 27..<29]),
            Case(language: "ja", text: "+44 20 7946 0958 x12", spoken: "+44 20 7946 0958 内線 12", spellOut: [1..<3, 4..<6, 7..<11, 12..<16, 20..<22]),
            Case(language: "ar", text: "+44 20 7946 0958 x12", spoken: "+44 20 7946 0958 تحويلة 12", spellOut: [1..<3, 4..<6, 7..<11, 12..<16, 24..<26]),
            Case(language: "de", text: "(415) 555-2671 ext. 1234", spoken: "(415) 555-2671 Durchwahl 1234", spellOut: [1..<4, 6..<9, 10..<14, 25..<29]),
            Case(language: "ja", text: "(415) 555-2671 ext. ", spoken: "(415) 555-2671 内線", spellOut: [1..<4, 6..<9, 10..<14]),
        ])
    func word(_ example: Case) {
        let spoken = TextInputFormats.phoneNumber().spokenText(of: example.text, locale: Locale(identifier: example.language))
        #expect(spoken == TextInputSpokenText(example.spoken, spellOutRanges: example.spellOut))
    }

    @Test(
        "whichever label the field shows is said as the word, and only the extension's digits follow it",
        arguments: [
            ("(415) 555-2671 ext. 12", "(415) 555-2671 extension 12"),
            ("(415) 555-2671 x12", "(415) 555-2671 extension 12"),
            ("+1 415-555-2671;ext=12", "+1 415-555-2671 extension 12"),
            ("(415) 555-2671 #12", "(415) 555-2671 extension 12"),
            ("(415) 555-2671,12", "(415) 555-2671 extension 12"),
            ("(415) 555-2671,,12", "(415) 555-2671 extension 12"),
            ("(415) 555-2671 anexo 12", "(415) 555-2671 extension 12"),
            ("(415) 555-2671 extensión 12", "(415) 555-2671 extension 12"),
            ("(415) 555-2671 - 503#", "(415) 555-2671 extension 503"),
            ("(415) 555-2671 x", "(415) 555-2671 extension"),
            ("(415) 555-2671 x1", "(415) 555-2671 extension 1"),
            ("(415) 555-2671", "(415) 555-2671"),
            ("+44 20", "+44 20"),
        ])
    func label(text: String, spoken: String) {
        let said = TextInputFormats.phoneNumber().spokenText(of: text, locale: Locale(identifier: "en_US"))
        #expect(said.text == spoken)
        #expect(said.hasValidRanges)
        #expect(BuiltinSpokenTextTests.digitRuns(in: said.text) == said.spellOutRanges)
    }

    /// Every region's numbers written with extensions, as its field shows them once pasted
    /// (which ``PhoneExtensionFixtureTests`` holds the field to).
    @Test(arguments: PhoneExtensionFixture.regions)
    func everyRegionsExtensionIsSaidAsTheWordBeforeItsDigits(region: String) {
        for fixture in PhoneExtensionFixture.of(region: region) {
            guard let shown = fixture.f, let digits = fixture.p?.x, !digits.isEmpty else { continue }
            let spoken = PhoneNumberFormatter.spokenText(of: shown, locale: Locale(identifier: "de_DE"))
            #expect(spoken.text.hasSuffix(" Durchwahl " + digits), "\(region) \(shown) said \(spoken.text)")
            #expect(BuiltinSpokenTextTests.digitRuns(in: spoken.text) == spoken.spellOutRanges)
        }
    }
}
