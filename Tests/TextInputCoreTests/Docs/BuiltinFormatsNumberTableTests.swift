import Foundation
import Testing
import TextInputCore

/// The tables of the BuiltinFormats article, "Numbers and amounts" (its samples are snippets that
/// check themselves).
@MainActor
@Suite("BuiltinFormats article: number tables")
struct BuiltinFormatsNumberTableTests {
    @Test(
        "the typing table",
        arguments: [
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

    @Test(
        "the cents-first table",
        arguments: [
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
