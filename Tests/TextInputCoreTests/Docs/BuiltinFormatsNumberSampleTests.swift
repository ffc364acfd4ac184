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
}
