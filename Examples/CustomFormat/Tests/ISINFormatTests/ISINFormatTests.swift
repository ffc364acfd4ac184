import ISINFormat
import Testing
import TextInputCore
import TextInputTesting

@MainActor
@Suite("ISIN field")
struct ISINFormatTests {
    @Test("Keeps every editing rule the built-in formats keep")
    func editingRules() throws {
        try TextInputFormatCheck(TextInputFormats.isin(), samples: ["US 037833100 5", "AU 0000XVGZA 3", "gb0002634946"]).run()
    }

    @Test(
        "Real ISINs pass the check; a changed check digit fails it",
        arguments: ["US0378331005", "AU0000XVGZA3", "GB0002634946", "DE000BAY0017", "JP3633400001", "CH0012032048"]
    )
    func checkDigit(_ number: String) throws {
        #expect(try ISIN(number).isValid)
        let last = number.last?.wholeNumberValue ?? 0
        #expect(try !ISIN(number.dropLast() + String((last + 1) % 10)).isValid)
    }

    @Test("A lowercase or spaced paste shows grouped and upper-cased", arguments: [true, false])
    func paste(reportsEditKinds: Bool) {
        let field = TextInputSimulator(reportsEditKinds: reportsEditKinds)
        let binding = TextInputFormats.isin().bind(to: field)
        field.beginEditing()
        field.paste(" us-0378 3310 05 ")
        #expect(field.text == "US 037833100 5")
        #expect(binding.value?.countryCode == "US")
        #expect(binding.status == .valid)
    }

    @Test("Backspace just after a space deletes the character before it", arguments: [true, false])
    func backspaceAfterSeparator(reportsEditKinds: Bool) {
        let field = TextInputSimulator(text: "US 0378", reportsEditKinds: reportsEditKinds)
        _ = TextInputFormats.isin().bind(to: field)
        field.beginEditing()
        field.select(3..<3)
        field.backspace()
        #expect(field.text == "U0 378")
        #expect(field.selectedCharacterRange == 1..<1)
    }

    @Test(
        "The status turns invalid as soon as a character stands where an ISIN cannot have it",
        arguments: [
            ("U", TextInputValueStatus.incomplete),
            ("US 0378", .incomplete),
            ("1", .invalid),
            ("US 037833100 X", .invalid),
            ("US 037833100 6", .invalid),
            ("US 037833100 5", .valid),
        ]
    )
    func status(_ text: String, _ expected: TextInputValueStatus) {
        #expect(TextInputFormats.isin().status(of: text) == expected)
    }

    @Test("Asks for capitals and no autocorrection")
    func traits() {
        let traits = TextInputFormats.isin().traits
        #expect(traits.autocapitalization == .allCharacters)
        #expect(traits.autocorrection == false)
        #expect(traits.keyboardType == .asciiCapable)
    }
}
