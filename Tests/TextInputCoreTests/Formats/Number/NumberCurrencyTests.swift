import Foundation
import Testing
import TextInputCore

/// Currency, percent and integer fields: what they add to the number's rules.
@MainActor
@Suite("Currency, percent and integer fields")
struct NumberCurrencyTests {
    typealias Notation = FieldNotation

    nonisolated static let dollars = TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US")))
    nonisolated static let euros = TextInputFormats.currency(code: "EUR", .options(locale: Locale(identifier: "de_DE")))
    nonisolated static let yen = TextInputFormats.currency(code: "JPY", .options(locale: Locale(identifier: "ja_JP")))

    @Test(
        "a currency shows its fraction digits as soon as it has a value; typed digits overwrite the zeros",
        arguments: [
            ("", ["5"], "$5|.00"),
            ("", ["0"], "$0|.00"),
            ("", ["."], "$0.|00"),
            ("$5|.00", ["."], "$5.|00"),  // the separator moves the caret into the fraction
            ("$5.|00", ["2"], "$5.2|0"),
            ("$5.2|0", ["5"], "$5.25|"),
            ("$5.25|", ["9"], "$5.25|"),  // a full fraction takes no more
            ("$1,23|4.00", ["."], "$1,234.|00"),  // from anywhere in the integer part
            ("", ["1234567.89"], "$1,234,567.89|"),
        ] as [(String, [String], String)], EditKindReporting.allCases)
    func typing(_ example: (start: String, actions: [String], expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: example.actions, on: Self.dollars, showing: example.start, reporting) == example.expected)
    }

    @Test(
        "the symbol cannot be deleted, the caret never lands in it, and an empty field shows nothing",
        arguments: [
            ("$|5.00", ["backspace"], "$|5.00"),
            ("$5.00|", ["backspace"], "$5.0|0"),  // a fraction digit becomes a zero
            ("$5.|00", ["backspace"], "|"),  // the last digit: the field empties, symbol and all
            ("$5|.00", ["backspace"], "|"),
            ("[$5.00]", ["backspace"], "|"),
            ("$0.5|0", ["backspace"], "$0.|00"),
        ] as [(String, [String], String)], EditKindReporting.allCases)
    func symbol(_ example: (start: String, actions: [String], expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: example.actions, on: Self.dollars, showing: example.start, reporting) == example.expected)
    }

    @Test("the symbol stands where the locale puts it", arguments: EditKindReporting.allCases)
    func symbolPosition(reporting: EditKindReporting) {
        #expect(Notation.outcome(of: ["1234,5"], on: Self.euros, showing: "", reporting) == "1.234,5|0\u{A0}€")
        #expect(Notation.outcome(of: ["paste:1.234,50 €"], on: Self.euros, showing: "", reporting) == "1.234,50|\u{A0}€")
        #expect(Notation.outcome(of: ["paste:1234.5"], on: Self.dollars, showing: "", reporting) == "$1,234.50|")
        #expect(Notation.outcome(of: ["1234"], on: Self.yen, showing: "", reporting) == "¥1,234|")
        #expect(Notation.outcome(of: ["."], on: Self.yen, showing: "¥12|", reporting) == "¥12|")  // yen have no fraction
    }

    @Test("binding.value = 1234.5 shows $1,234.50; values are Decimal")
    func settingValue() {
        let field = TextInputSimulator()
        let binding = Self.dollars.bind(to: field)
        binding.value = 1234.5
        #expect(field.text == "$1,234.50")
        #expect(binding.value == Decimal(string: "1234.5"))
        binding.value = Decimal(string: "0.1")
        #expect(field.text == "$0.10")
        #expect(binding.value == Decimal(string: "0.1"))
    }

    @Test("a percent's value is the number shown / 100; its options speak of the number shown", arguments: EditKindReporting.allCases)
    func percent(reporting: EditKindReporting) {
        let format = TextInputFormats.percent(.options(locale: Locale(identifier: "fr_FR"), maximumFractionDigits: 1, maximum: 100))
        let (field, binding) = Notation.field(format, "", reporting)
        Notation.perform(["12,5"], on: field)
        let percentSuffix = String(Decimal(1).formatted(.percent.locale(Locale(identifier: "fr_FR"))).dropFirst(3))
        #expect(Notation.describe(field) == "12,5|" + percentSuffix)
        #expect(binding.value == Decimal(string: "0.125"))
        Notation.perform(["5"], on: field)
        #expect(field.text == "12,5" + percentSuffix)  // one fraction digit at most
        binding.value = 1
        #expect(field.text == "100" + percentSuffix)
        Notation.perform(["backspace"], on: field)
        #expect(field.text == "10" + percentSuffix)  // the percent sign is not deleted: the digit before it is
    }

    @Test("in a percent field too, a separator typed first gives \"0.\"", arguments: EditKindReporting.allCases)
    func percentSeparatorFirst(reporting: EditKindReporting) {
        let format = TextInputFormats.percent(.options(locale: Locale(identifier: "en_US")))
        #expect(Notation.outcome(of: ["."], on: format, showing: "", reporting) == "0.|%")
        #expect(Notation.outcome(of: [".5"], on: format, showing: "", reporting) == "0.5|%")
    }

    @Test("an integer field's value is an Int; a number beyond Int's range is refused", arguments: EditKindReporting.allCases)
    func integer(reporting: EditKindReporting) {
        let format = TextInputFormats.integer(.options(locale: Locale(identifier: "de_DE"), allowsNegative: true))
        let (field, binding) = Notation.field(format, "", reporting)
        Notation.perform(["1234567"], on: field)
        #expect(field.text == "1.234.567")
        #expect(binding.value == 1_234_567)
        Notation.perform([","], on: field)
        #expect(field.text == "1.234.567")  // no fraction
        binding.value = Int.max
        #expect(field.text == Int.max.formatted(IntegerFormatStyle<Int>(locale: Locale(identifier: "de_DE"))))
        Notation.perform(["1"], on: field)
        #expect(binding.value == Int.max)
        binding.value = -42
        #expect(field.text == "-42")
    }
}
