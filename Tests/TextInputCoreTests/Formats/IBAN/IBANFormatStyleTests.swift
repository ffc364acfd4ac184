import Foundation
import Testing
import TextInputCore
import TextInputTesting

@Suite("IBAN.FormatStyle: written as the field shows it, read as the field reads a paste")
struct IBANFormatStyleTests {
    @Test("a published IBAN formats in groups of four and parses back", arguments: IBANTests.published)
    func publishedIBANs(example: (electronic: String, printed: String)) throws {
        let iban = try IBAN(electronicFormat: example.electronic)
        let style = IBAN.FormatStyle()
        #expect(iban.formatted(.iban) == example.printed)
        #expect(try style.parseStrategy.parse(style.format(iban)) == iban)
        #expect(try style.parse(example.printed.lowercased()) == iban)
    }

    @Test("random IBANs: format → parse → format is stable and shows what the field shows", arguments: [1, 2, 3] as [UInt64])
    func randomRoundTrips(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        let style = IBAN.FormatStyle()
        let field = TextInputFormats.iban()
        let countries = ["GB", "DE", "FR", "NO", "MT", "ZZ", "G1", "12"]
        for _ in 0..<300 {
            let count = Int.random(in: 0...40, using: &random)
            let country = try #require(countries.randomElement(using: &random))
            let rest = String((0..<count).map { _ in "ABCXYZ0123456789abz".randomElement(using: &random) ?? "0" })
            let text = country + rest
            let parsed = try style.parseStrategy.parse(text)
            let shown = field.formatted(text)
            #expect(parsed == shown.value, "\(text)")
            #expect(style.format(parsed) == shown.text, "\(text)")
            #expect(try style.parseStrategy.parse(style.format(parsed)) == parsed, "\(text)")
        }
    }

    @Test(
        "what people paste reads as the letters and digits the field keeps",
        arguments: [
            ("gb82 west 1234 5698 7654 32", "GB82WEST12345698765432"),
            (" GB82-WEST-1234-5698-7654-32 ", "GB82WEST12345698765432"),
            ("IBAN GB82 WEST 1234 5698 7654 32", "IBANGB82WEST12345698765432"),  // a label's letters are kept: the value is invalid
            ("NO93 8601 1117 947 and more", "NO9386011117947"),  // Norway's 15 characters
        ])
    func pastes(text: String, electronic: String) throws {
        #expect(try IBAN.FormatStyle().parse(text).electronicFormat == electronic)
    }

    @Test("text without an ASCII letter or digit throws an error that hides every letter and digit", arguments: ["", " ", "--", "ÉÉ٣", "١٢"])
    func noCharacters(text: String) {
        #expect {
            try IBAN.FormatStyle().parse(text)
        } throws: { error in
            guard let error = error as? TextInputParseError else { return false }
            return error.text == IBAN.redacted(text) && !error.text.contains(where: { $0.isLetter || $0.isNumber })
        }
    }

    @Test("every style is equal, and encodes as an empty object")
    func codable() throws {
        let data = try JSONEncoder().encode(IBAN.FormatStyle.iban)
        #expect(String(decoding: data, as: UTF8.self) == "{}")
        #expect(try JSONDecoder().decode(IBAN.FormatStyle.self, from: data) == IBAN.FormatStyle())
        #expect(Set([IBAN.FormatStyle(), .iban]).count == 1)
    }
}
