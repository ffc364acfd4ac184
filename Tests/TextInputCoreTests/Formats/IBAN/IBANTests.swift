import Foundation
import Testing
import TextInputCore

@Suite("IBAN: its parts, its grouping, its check")
struct IBANTests {
    /// The example IBANs SWIFT's registry publishes for some of its countries, with their
    /// printed form.
    static let published: [(electronic: String, printed: String)] = [
        ("GB82WEST12345698765432", "GB82 WEST 1234 5698 7654 32"),
        ("DE89370400440532013000", "DE89 3704 0044 0532 0130 00"),
        ("FR1420041010050500013M02606", "FR14 2004 1010 0505 0001 3M02 606"),
        ("NL91ABNA0417164300", "NL91 ABNA 0417 1643 00"),
        ("CH9300762011623852957", "CH93 0076 2011 6238 5295 7"),
        ("BE68539007547034", "BE68 5390 0754 7034"),
        ("IT60X0542811101000000123456", "IT60 X054 2811 1010 0000 0123 456"),
        ("ES9121000418450200051332", "ES91 2100 0418 4502 0005 1332"),
        ("AT611904300234573201", "AT61 1904 3002 3457 3201"),
        ("NO9386011117947", "NO93 8601 1117 947"),
        ("SA0380000000608010167519", "SA03 8000 0000 6080 1016 7519"),
        ("MT84MALT011000012345MTLCAST001S", "MT84 MALT 0110 0001 2345 MTLC AST0 01S"),
        ("LC55HEMM000100010012001200023015", "LC55 HEMM 0001 0001 0012 0012 0002 3015"),
        ("RU0304452522540817810538091310419", "RU03 0445 2522 5408 1781 0538 0913 1041 9"),
        ("BR1800360305000010009795493C1", "BR18 0036 0305 0000 1000 9795 493C 1"),
        ("PL61109010140000071219812874", "PL61 1090 1014 0000 0712 1981 2874"),
        ("SE4550000000058398257466", "SE45 5000 0000 0583 9825 7466"),
        ("IE29AIBK93115212345678", "IE29 AIBK 9311 5212 3456 78"),
        ("PT50000201231234567890154", "PT50 0002 0123 1234 5678 9015 4"),
        ("KW81CBKU0000000000001234560101", "KW81 CBKU 0000 0000 0000 1234 5601 01"),
        ("QA58DOHB00001234567890ABCDEFG", "QA58 DOHB 0000 1234 5678 90AB CDEF G"),
    ]

    @Test("the registry's published examples are valid and print in groups of four", arguments: published)
    func publishedExamples(example: (electronic: String, printed: String)) throws {
        let iban = try IBAN(electronicFormat: example.electronic)
        #expect(iban.isValid)
        #expect(iban.isComplete)
        #expect(iban.formattedString == example.printed)
        #expect(iban.formatted(.iban) == example.printed)
    }

    @Test("the parts: country code, check digits and BBAN; fewer characters while it is typed")
    func parts() throws {
        let iban = try IBAN(electronicFormat: "GB82WEST12345698765432")
        #expect(iban.countryCode == "GB")
        #expect(iban.checkDigits == "82")
        #expect(iban.bban == "WEST12345698765432")
        let start = try IBAN(electronicFormat: "GB8")
        #expect(start.countryCode == "GB")
        #expect(start.checkDigits == "8")
        #expect(start.bban == "")
        #expect(try IBAN(electronicFormat: "G").countryCode == "G")
    }

    @Test(
        "the electronic format is upper-case letters and digits only; the error hides every letter and digit",
        arguments: [
            ("", "", "an IBAN needs at least one letter or digit"),
            ("gb82west", "••••••••", "an IBAN's electronic format holds only the letters A–Z and the digits 0–9"),
            ("GB82 WEST", "•••• ••••", "an IBAN's electronic format holds only the letters A–Z and the digits 0–9"),
            ("GB82-WÉST", "••••-••••", "an IBAN's electronic format holds only the letters A–Z and the digits 0–9"),
        ])
    func electronicFormatOnly(text: String, shown: String, reason: String) {
        #expect(throws: TextInputParseError(text: shown, reason: reason)) { try IBAN(electronicFormat: text) }
    }

    @Test("ISO 13616's check digits are 02 to 98: 00, 01 and 99 are refused though the sum gives 1")
    func aliasCheckDigits() throws {
        // 97 and 99 are the same modulo 97, as are 00 and 97, 01 and 98.
        #expect(try IBAN(electronicFormat: "GB82WEST12345698765432").isValid)
        var aliases = 0
        for account in 0..<300 {
            let bban = "WEST" + String(format: "%014d", account)
            let valid: [Int] = try (2...98).compactMap { check in
                try IBAN(electronicFormat: "GB" + String(format: "%02d", check) + bban).isValid ? check : nil
            }
            #expect(valid.count == 1, "\(bban)")
            let aliasOf: [Int: Int] = [2: 99, 97: 0, 98: 1]
            guard let check = valid.first, let alias = aliasOf[check] else { continue }
            aliases += 1
            #expect(try !IBAN(electronicFormat: "GB" + String(format: "%02d", alias) + bban).isValid)
        }
        #expect(aliases > 0)
    }

    @Test("equal and hashed by the electronic format; encoded as it")
    func equalityAndCoding() throws {
        let iban = try IBAN(electronicFormat: "DE89370400440532013000")
        #expect(iban == TextInputFormats.iban().formatted("de89 3704 0044 0532 0130 00").value)
        #expect(Set([iban, try IBAN(electronicFormat: "DE89370400440532013000")]).count == 1)
        let data = try JSONEncoder().encode([iban])
        #expect(String(decoding: data, as: UTF8.self) == #"["DE89370400440532013000"]"#)
        #expect(try JSONDecoder().decode([IBAN].self, from: data) == [iban])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([IBAN].self, from: Data(#"["de89 3704"]"#.utf8)) }
    }
}
