import Foundation
import Testing
import TextInputCore

/// Number fields whose digits enter at the smallest unit (`entry: .minorUnitsFirst`): each digit
/// shifts the others left, Backspace shifts them back, the separator is layout, and the text is
/// what Foundation's `FormatStyle` writes for the amount.
@MainActor
@Suite("Digits entered at the smallest unit")
struct NumberMinorUnitsFirstTests {
    typealias Notation = FieldNotation

    nonisolated static func options(_ locale: String = "en_US", allowsNegative: Bool = false, maximum: Decimal? = nil) -> NumberTextInputOptions {
        .options(locale: Locale(identifier: locale), maximum: maximum, allowsNegative: allowsNegative, entry: .minorUnitsFirst)
    }

    nonisolated static let dollars = TextInputFormats.currency(code: "USD", options())

    @Test(
        "each digit shifts in from the cents; Backspace shifts back; the separator does nothing",
        arguments: [
            ("", ["1"], "$0.01|"),
            ("", ["12"], "$0.12|"),
            ("", ["123"], "$1.23|"),
            ("", ["1234"], "$12.34|"),
            ("", ["12345"], "$123.45|"),
            ("", ["1234567"], "$12,345.67|"),
            ("$123.45|", ["backspace"], "$12.34|"),
            ("$12.34|", ["backspace", "backspace"], "$0.12|"),
            ("$0.01|", ["backspace"], "|"),  // no digit left: the field empties
            ("$0.10|", ["backspace"], "$0.01|"),
            ("$0.00|", ["backspace"], "|"),  // zero left after a deletion: empty too
            ("", ["0"], "$0.00|"),  // a typed zero is a value
            ("$0.00|", ["5"], "$0.05|"),
            ("", ["007"], "$0.07|"),
            ("$1.23|", ["."], "$1.23|"),
            ("$1.23|", [","], "$1.23|"),
            ("", ["."], "|"),
            ("$1.23|", ["a"], "$1.23|"),
            ("$1.|23", ["backspace"], "$0|.23"),  // over the separator: the digit before it
            ("$1|.23", ["5"], "$15|.23"),  // typed in the middle: the caret stays after it
            ("$1,2|34.56", ["backspace"], "$1|34.56"),
            ("$|1.23", ["delete"], "$0|.23"),
            ("[$1.23]", ["9"], "$0.09|"),
            ("[$1.23]", ["backspace"], "|"),
            ("$1[.2]3", ["backspace"], "$0.1|3"),
        ] as [(String, [String], String)], EditKindReporting.allCases)
    func typing(_ example: (start: String, actions: [String], expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: example.actions, on: Self.dollars, showing: example.start, reporting) == example.expected)
    }

    @Test(
        "a paste with a decimal separator is an amount; without one, digits in cents",
        arguments: [
            ("", "123.45", "$123.45|"),
            ("", "12345", "$123.45|"),
            ("", "5.5", "$5.50|"),
            ("", "1,234", "$12.34|"),  // en_US grouping: no decimal separator
            ("", "1,234.5", "$1,234.50|"),
            ("", "$1,234.50", "$1,234.50|"),
            ("", "1.005", "$1.00|"),  // rounded half to even, as Foundation rounds
            ("", "١٢٣٤٥", "$123.45|"),
            ("", "abc", "|"),
            ("$1.23|", "45", "$123.45|"),  // pasted digits go in where they are pasted
            ("[$1.23]", "9.99", "$9.99|"),
        ] as [(String, String, String)], EditKindReporting.allCases)
    func pasting(_ example: (start: String, pasted: String, expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: ["paste:" + example.pasted], on: Self.dollars, showing: example.start, reporting) == example.expected)
    }

    @Test("the value is the exact Decimal of the smallest units typed", arguments: EditKindReporting.allCases)
    func value(reporting: EditKindReporting) {
        let (field, binding) = Notation.field(Self.dollars, "", reporting)
        var values: [Decimal?] = []
        for digit in "12345" {
            field.insert(String(digit))
            values.append(binding.value)
        }
        #expect(values == ["0.01", "0.12", "1.23", "12.34", "123.45"].map { Decimal(string: $0) })
        field.backspace()
        #expect(binding.value == Decimal(string: "12.34"))
        binding.value = Decimal(string: "1234.5")
        #expect(field.text == "$1,234.50")
        field.insert("6")
        #expect(field.text == "$12,345.06")
        #expect(binding.value == Decimal(string: "12345.06"))
    }

    /// Currencies of 2, 0 and 3 minor digits, in locales that write digits, separators and symbols
    /// differently.
    nonisolated static let currencies: [(locale: String, code: String, minorDigits: Int)] = [
        ("en_US", "USD", 2), ("de_DE", "EUR", 2), ("fr_FR", "EUR", 2), ("en_IN", "INR", 2), ("ja_JP", "JPY", 0),
        ("ar_EG", "EGP", 2), ("es_ES", "EUR", 2), ("de_CH", "CHF", 2), ("nl_NL", "EUR", 2), ("pt_BR", "BRL", 2),
        ("fa_IR", "IRR", 0), ("he_IL", "ILS", 2), ("en_US", "JPY", 0), ("en_US", "KWD", 3), ("ar_KW", "KWD", 3),
    ]

    @Test("after every digit the text is FormatStyle's for the amount, and the value is exact", arguments: currencies, EditKindReporting.allCases)
    func agreesWithFoundation(_ currency: (locale: String, code: String, minorDigits: Int), reporting: EditKindReporting) {
        let locale = Locale(identifier: currency.locale)
        let format = TextInputFormats.currency(code: currency.code, Self.options(currency.locale))
        let (field, binding) = Notation.field(format, "", reporting)
        var units = ""
        for digit in "123456789" {
            field.insert(String(digit))
            units.append(digit)
            let amount = (Decimal(string: units) ?? 0) / pow(10, currency.minorDigits)
            #expect(binding.value == amount, "\(units)")
            #expect(field.text == amount.formatted(.currency(code: currency.code).locale(locale)), "\(units)")
        }
        field.backspace()
        let shifted = (Decimal(string: "12345678") ?? 0) / pow(10, currency.minorDigits)
        #expect(field.text == shifted.formatted(.currency(code: currency.code).locale(locale)))
    }

    @Test("digits of the locale's script are typed as digits; the separator of the locale is ignored", arguments: EditKindReporting.allCases)
    func localeDigits(reporting: EditKindReporting) {
        let locale = Locale(identifier: "ar_EG")
        let format = TextInputFormats.currency(code: "EGP", Self.options("ar_EG"))
        let (field, binding) = Notation.field(format, "", reporting)
        Notation.perform(["١٢٣", "٫"], on: field)
        #expect(binding.value == Decimal(string: "1.23"))
        #expect(field.text == Decimal(string: "1.23")?.formatted(.currency(code: "EGP").locale(locale)))
    }

    @Test("decimal, integer and percent fields enter digits at their last fraction digit", arguments: EditKindReporting.allCases)
    func otherStyles(reporting: EditKindReporting) {
        let twoDigits = NumberTextInputOptions.options(locale: Locale(identifier: "de_DE"), maximumFractionDigits: 2, entry: .minorUnitsFirst)
        #expect(Notation.outcome(of: ["123456"], on: TextInputFormats.decimal(twoDigits), showing: "", reporting) == "1.234,56|")
        #expect(Notation.outcome(of: ["123", ","], on: TextInputFormats.integer(Self.options("de_DE")), showing: "", reporting) == "123|")
        let oneDigit = NumberTextInputOptions.options(locale: Locale(identifier: "en_US"), maximumFractionDigits: 1, entry: .minorUnitsFirst)
        let (field, binding) = Notation.field(TextInputFormats.percent(oneDigit), "", reporting)
        Notation.perform(["125"], on: field)
        #expect(field.text == Decimal(string: "0.125")?.formatted(.percent.precision(.fractionLength(1)).locale(Locale(identifier: "en_US"))))
        #expect(binding.value == Decimal(string: "0.125"))
    }

    @Test(
        "a minus sign toggles the sign where negatives are allowed; typed first it waits for digits; zero is never negative",
        arguments: [
            (true, "", ["123", "-"], "-$1.23|"),
            (true, "-$1.23|", ["-"], "$1.23|"),
            (true, "-$1.23|", ["4"], "-$12.34|"),
            (true, "", ["-"], "-$|"),
            (true, "", ["-95"], "-$0.95|"),
            (true, "", ["-", "backspace"], "|"),
            (true, "", ["-", "backspace", "9"], "$0.09|"),
            (false, "", ["-"], "|"),
            (true, "", ["0", "-"], "$0.00|"),
            (false, "$1.23|", ["-"], "$1.23|"),
        ] as [(Bool, String, [String], String)], EditKindReporting.allCases)
    func sign(_ example: (allowsNegative: Bool, start: String, actions: [String], expected: String), reporting: EditKindReporting) {
        let format = TextInputFormats.currency(code: "USD", Self.options(allowsNegative: example.allowsNegative))
        #expect(Notation.outcome(of: example.actions, on: format, showing: example.start, reporting) == example.expected)
    }

    @Test("a digit that would pass the maximum is refused", arguments: EditKindReporting.allCases)
    func maximum(reporting: EditKindReporting) {
        let format = TextInputFormats.currency(code: "USD", Self.options(maximum: 100))
        #expect(Notation.outcome(of: ["100000"], on: format, showing: "", reporting) == "$100.00|")
        // A paste past the maximum keeps its longest beginning within it.
        #expect(Notation.outcome(of: ["paste:123.45"], on: format, showing: "", reporting) == "$1.23|")
    }

    @Test("no key for the decimal separator is offered: a number pad, or a minus key where negatives are allowed")
    func keyboard() {
        #expect(Self.dollars.traits.keyboardType == .numberPad)
        #expect(TextInputFormats.decimal(.options(maximumFractionDigits: 2, entry: .minorUnitsFirst)).traits.keyboardType == .numberPad)
        #expect(TextInputFormats.currency(code: "USD", Self.options(allowsNegative: true)).traits.keyboardType == .numbersAndPunctuation)
    }

    @Test("calculator entry stays the default; the setting is encoded as its name")
    func option() throws {
        #expect(NumberTextInputOptions.options().entry == .calculator)
        #expect(
            Notation.outcome(of: ["123"], on: TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US"))), showing: "") == "$123|.00")
        let encoded = try JSONEncoder().encode(NumberTextInputOptions.Entry.minorUnitsFirst)
        #expect(String(decoding: encoded, as: UTF8.self) == "\"minorUnitsFirst\"")
        #expect(try JSONDecoder().decode(NumberTextInputOptions.Entry.self, from: Data("\"calculator\"".utf8)) == .calculator)
    }
}
