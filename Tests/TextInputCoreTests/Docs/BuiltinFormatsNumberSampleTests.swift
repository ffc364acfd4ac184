import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Docs/BuiltinFormats.md: number samples")
struct BuiltinFormatsNumberSampleTests {
    @Test("a currency field: typing, setting and reading the value")
    func currency() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let field = TextInputSimulator()
        let amount = TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US")))
        let binding = amount.bind(to: field)
        field.insert("1234567")
        print(field.text)                   // "$1,234,567.00"
        binding.value = 1234.5
        print(field.text)                   // "$1,234.50"
        print(binding.value ?? 0)           // 1234.5
        #expect(printed == ["$1,234,567.00", "$1,234.50", "1234.5"])
    }

    @Test("the typing table", arguments: [
        ("decimal", "en_US", "", "1234567", "1,234,567|"),
        ("decimal", "en_IN", "", "1234567", "12,34,567|"),
        ("decimal", "es_ES", "", "1234", "1234|"),
        ("decimal", "en_US", "12|3", "4", "1,24|3"),
        ("decimal", "en_US", "", "007", "7|"),
        ("decimal", "en_US", "", ".", "0.|"),
        ("decimal", "en_US", "1.5|", ".", "1.5|"),
        ("currency", "en_US", "", "5", "$5|.00"),
        ("currency", "en_US", "$5|.00", ".", "$5.|00"),
        ("currency", "en_US", "$5.|00", "2", "$5.2|0"),
    ])
    func typingTable(style: String, locale: String, start: String, typed: String, expected: String) {
        let options = NumberTextInputOptions.options(locale: Locale(identifier: locale))
        let format = style == "currency" ? TextInputFormats.currency(code: "USD", options) : TextInputFormats.decimal(options)
        let (field, _) = FieldNotation.field(format, start)
        FieldNotation.perform([typed], on: field)
        #expect(FieldNotation.describe(field) == expected)
    }

    @Test("cents-first entry: typing, Backspace and the value")
    func centsFirst() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let field = TextInputSimulator()
        let options = NumberTextInputOptions.options(locale: Locale(identifier: "en_US"), entry: .minorUnitsFirst)
        let binding = TextInputFormats.currency(code: "USD", options).bind(to: field)
        for digit in "12345" {
            field.insert(String(digit))
            print(field.text)               // "$0.01", "$0.12", "$1.23", "$12.34", "$123.45"
        }
        field.backspace()
        print(field.text)                   // "$12.34"
        print(binding.value ?? 0)           // 12.34
        #expect(printed == ["$0.01", "$0.12", "$1.23", "$12.34", "$123.45", "$12.34", "12.34"])
    }

    @Test("the cents-first table", arguments: [
        ("USD", "en_US", "", ["123"], "$1.23|"),
        ("USD", "en_US", "$123.45|", ["backspace"], "$12.34|"),
        ("USD", "en_US", "$1.23|", ["."], "$1.23|"),
        ("USD", "en_US", "", ["0"], "$0.00|"),
        ("USD", "en_US", "$0.01|", ["backspace"], "|"),
        ("USD", "en_US", "$1|.23", ["5"], "$15|.23"),
        ("JPY", "ja_JP", "", ["123"], "¥123|"),
        ("KWD", "en_US", "", ["1234"], "KWD\u{A0}1.234|"),
        ("EUR", "de_DE", "", ["123456"], "1.234,56|\u{A0}€"),
    ] as [(String, String, String, [String], String)])
    func centsFirstTable(code: String, locale: String, start: String, actions: [String], expected: String) {
        let options = NumberTextInputOptions.options(locale: Locale(identifier: locale), entry: .minorUnitsFirst)
        #expect(FieldNotation.outcome(of: actions, on: TextInputFormats.currency(code: code, options), showing: start) == expected)
    }
}
