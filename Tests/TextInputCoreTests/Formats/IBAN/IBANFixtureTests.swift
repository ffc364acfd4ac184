import Testing

@testable import TextInputCore

/// The IBAN check against schwifty's, over IBANs of every country of SWIFT's registry
/// (`Tools/generate_iban_fixtures.py`).
@Suite("IBAN validity agrees with schwifty for every country of the registry")
struct IBANFixtureTests {
    @Test("the fixtures cover every country of the registry, three valid examples each")
    func coverage() {
        #expect(IBANFixture.all.count > 500)
        #expect(Set(IBANFixture.examples.map(\.country)) == Set(IBANRegistry.shared.countryCodes))
        #expect(IBANFixture.examples.count == 3 * IBANRegistry.shared.countryCodes.count)
        #expect(IBANFixture.examples.allSatisfy { $0.valid })
        #expect(Set(IBANFixture.all.map(\.case)) == ["example", "checkDigitChanged", "wrongCharacter", "aliasCheckDigits"])
    }

    @Test("each IBAN is valid exactly when schwifty says so, and is grouped as schwifty groups it", arguments: IBANFixture.all)
    func verdict(fixture: IBANFixture) throws {
        let iban = try IBAN(electronicFormat: fixture.iban)
        #expect(iban.isValid == fixture.valid)
        #expect(iban.status == (fixture.valid ? .valid : .invalid))
        #expect(iban.formattedString == fixture.formatted)
        #expect(iban.countryCode == fixture.country)
    }

    @Test("changing either check digit of a valid IBAN makes it invalid", arguments: IBANFixture.examples)
    func changedCheckDigit(fixture: IBANFixture) throws {
        var characters = Array(fixture.iban.utf8)
        for position in 2...3 {
            let original = characters[position]
            for digit in UInt8(ascii: "0")...UInt8(ascii: "9") where digit != original {
                characters[position] = digit
                let iban = try IBAN(electronicFormat: String(decoding: characters, as: UTF8.self))
                #expect(!iban.isValid, "\(iban.electronicFormat)")
                #expect(iban.status == .invalid)
            }
            characters[position] = original
        }
    }

    @Test("each valid IBAN, pasted in lower case with its spaces, shows as schwifty groups it and is valid", arguments: IBANFixture.examples)
    func pasted(fixture: IBANFixture) {
        let state = TextInputFormats.iban().formatted(fixture.formatted.lowercased())
        #expect(state.text == fixture.formatted)
        #expect(state.value?.electronicFormat == fixture.iban)
        #expect(TextInputFormats.iban().status(of: state.text) == .valid)
    }
}
