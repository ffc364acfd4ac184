import Testing
import TextInputCatalog
import TextInputCore

@testable import TextInputTerminal

@MainActor
@Suite("TerminalFormatRegistry makes fields from format names")
struct TerminalFormatRegistryTests {
    @Test("every built-in entry makes a field with its label and no value yet")
    func builtInEntries() throws {
        let registry = TerminalFormatRegistry.builtIn
        #expect(Set(registry.names).count == registry.names.count, "names are unique")
        for entry in registry.entries {
            let field = try registry.makeField(entry.name)
            #expect(field.name == entry.name)
            #expect(field.label == entry.label)
            #expect(field.textField.text.isEmpty)
            #expect(field.readout.status == .empty || field.readout.status == .complete)
        }
    }

    nonisolated static let pastes: [(String, String, String, String)] = [
        ("plain", "Hé 👍🏽", "Hé 👍🏽", "value: Hé 👍🏽 · complete ✓"),
        ("digits", "12ab34", "1234", "value: 1234 · complete ✓"),
        ("pin", "12", "12", "value: — · incomplete"),
        ("pin", "123456", "1234", "value: 1234 · complete ✓"),
        ("pin:6", "123456789", "123456", "value: 123456 · complete ✓"),
        ("plain", "", "", "value: \"\" · empty"),
        ("card-number", "4111-1111-1111-1111", "4111 1111 1111 1111", "value: 4111111111111111 · Visa · valid ✓"),
        // Visa numbers may have 19 digits, so 16 that fail the Luhn check may still become valid.
        ("card-number", "4111 1111 1111 1112", "4111 1111 1111 1112", "value: 4111111111111112 · Visa · incomplete"),
        ("card-number", "3782 822463 10006", "3782 822463 10006", "value: 378282246310006 · American Express · invalid ✗"),
        ("phone", "+44 20", "+44 20", "value: — · region GB 🇬🇧 · incomplete"),
        ("phone:de", "030 123456", "030 123456", "value: +4930123456 · fixedLine · region DE 🇩🇪 · valid ✓"),
        // The field shows the rest of the mask after the text; its value and readout leave it out.
        ("mask", "555", "+1 (555) ___-____", "value: — · incomplete"),
        ("mask", "5551234567", "+1 (555) 123-4567", "value: 5551234567 · complete ✓"),
    ]

    @Test("pasting into a registered format gives its text and readout", arguments: pastes)
    func paste(specifier: String, pasted: String, expectedText: String, expectedReadout: String) throws {
        let field = try TerminalFormatRegistry.builtIn.makeField(specifier)
        field.textField.handle(.paste(pasted))
        #expect(field.textField.text == expectedText)
        #expect(field.readout.line == expectedReadout)
    }

    @Test(
        "bad specifiers throw a descriptive error",
        arguments: [
            ("zip", TerminalDemoError.unknownFormat("zip")),
            ("digits:3", .unexpectedArgument(format: "digits")),
            ("pin:x", .invalidArgument(format: "pin", argument: "x", reason: "the length must be a whole number from 1 to 64")),
            ("pin:0", .invalidArgument(format: "pin", argument: "0", reason: "the length must be a whole number from 1 to 64")),
            ("", .unknownFormat("")),
            ("amount:EURO", .invalidArgument(format: "amount", argument: "EURO", reason: TextInputConfigurationError.unknownCurrencyCode("EURO").description)),
            ("amount:XYZ", .invalidArgument(format: "amount", argument: "XYZ", reason: TextInputConfigurationError.unknownCurrencyCode("XYZ").description)),
            ("phone:uk", .invalidArgument(format: "phone", argument: "uk", reason: TextInputConfigurationError.unknownRegion("UK").description)),
            ("phone:", .invalidArgument(format: "phone", argument: "", reason: TextInputConfigurationError.unknownRegion("").description)),
        ])
    func badSpecifiers(specifier: String, expected: TerminalDemoError) {
        #expect(throws: expected) { try TerminalFormatRegistry.builtIn.makeField(specifier) }
    }

    @Test("an error a format factory throws becomes an invalid-format error")
    func factoryError() {
        struct MaskError: Error, CustomStringConvertible {
            var description: String { "unclosed bracket at offset 3" }
        }
        let registry = TerminalFormatRegistry([
            .format("mask", label: "Mask", summary: "a mask") { () throws -> TextInputFormat<String> in throw MaskError() }
        ])
        #expect(throws: TerminalDemoError.invalidFormat(format: "mask", reason: "unclosed bracket at offset 3")) {
            try registry.makeField("mask")
        }
    }

    @Test("a described value shows its details and validity")
    func describedValue() throws {
        let registry = TerminalFormatRegistry([
            .format(
                "even", label: "Even", summary: "digits",
                {
                    TextInputFormats.plain.filter(by: .decimalDigits).transformValue(direct: { Int($0) }, reverse: { String($0) })
                },
                describe: { number in
                    CatalogValueDescription(String(number), details: ["\(String(number).count) digits"], isValid: number % 2 == 0)
                })
        ])
        let field = try registry.makeField("even")
        field.textField.handle(.paste("12"))
        #expect(field.readout.line == "value: 12 · 2 digits · valid ✓")
        field.textField.handle(.text("3"))
        #expect(field.readout == TerminalFieldReadout(value: "123", details: ["3 digits"], status: .invalid))
    }

    @Test("--list usage shows the argument of formats that take one")
    func usage() {
        let registry = TerminalFormatRegistry.builtIn
        #expect(registry.entry(named: "pin")?.usage == "pin[:length]")
        #expect(registry.entry(named: "digits")?.usage == "digits")
    }
}
