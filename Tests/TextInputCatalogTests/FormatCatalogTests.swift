import Testing
import TextInputCatalog
import TextInputCore

@Suite("The format catalogue lists every built-in format once")
struct FormatCatalogTests {
    @Test("names are unique and each is found by its name")
    func uniqueNames() {
        let names = FormatCatalog.entries.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(FormatCatalog.entry(named: name)?.name == name)
        }
    }

    @Test("each entry makes its format with no argument and with each sample argument", arguments: FormatCatalog.entries.map(\.name))
    func makesFormats(name: String) throws {
        let entry = try #require(FormatCatalog.entry(named: name))
        #expect(!entry.samples.isEmpty)
        #expect(entry.sampleArguments.isEmpty || entry.argumentName != nil, "sample arguments need an argument name")
        for specifier in entry.specifiers {
            let argument = specifier == entry.name ? nil : String(specifier.dropFirst(entry.name.count + 1))
            #expect(throws: Never.self, "\(specifier)") { try entry.make(argument) }
        }
    }

    @Test("each sample, pasted, gives a text that is a fixed point of its format", arguments: FormatCatalog.entries.map(\.name))
    func samplesAreFixedPoints(name: String) throws {
        func check<Made: CatalogFormatProtocol>(_ made: Made) {
            for sample in FormatCatalog.entry(named: name)?.samples ?? [] {
                let text = made.format.formatted(sample).text
                #expect(made.format.formatted(text).text == text, "\(name): \(sample.debugDescription)")
            }
        }
        let made = try #require(FormatCatalog.entry(named: name)).make()
        check(made)
    }

    @Test(
        "an argument an entry cannot use is refused with the reason",
        arguments: [
            ("pin", "0", "the length must be a whole number from 1 to 64"),
            ("phone", "uk", TextInputConfigurationError.unknownRegion("UK").description),
            ("amount", "EURO", TextInputConfigurationError.unknownCurrencyCode("EURO").description),
            ("date", "xx_YY", "Foundation knows no locale \"xx_YY\""),
        ])
    func refusedArgument(name: String, argument: String, reason: String) throws {
        let entry = try #require(FormatCatalog.entry(named: name))
        #expect(throws: CatalogArgumentError(argument: argument, reason: reason)) { try entry.make(argument) }
    }

    @Test("a format follows the form: the security code is as long as the card's brand asks")
    func followsForm() throws {
        let entry = try #require(FormatCatalog.entry(named: "card-security-code"))
        let follow = try #require(entry.argumentFromForm)
        let amex = TextInputFormats.bankCardNumber().formatted("378282246310005").value
        #expect(follow { $0 == "card-number" ? amex : nil } == "4")
        #expect(follow { _ in nil } == nil)
        let code = try #require(try entry.format("4", of: BankCardSecurityCode.self))
        #expect(code.formatted("12345").text == "1234")
    }
}
