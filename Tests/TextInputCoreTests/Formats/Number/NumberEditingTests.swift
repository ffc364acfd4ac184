import Foundation
import Testing
import TextInputCore

/// The editing rules of the number formats, written in the caret notation of ``FieldNotation``
/// ("1,23|4" is a caret after the 3) and run with and without edit kinds.
@MainActor
@Suite("Number fields: typing, deleting, pasting")
struct NumberEditingTests {
    typealias Notation = FieldNotation
    static let enUS = Locale(identifier: "en_US")

    nonisolated static let decimal = TextInputFormats.decimal(.options(locale: Locale(identifier: "en_US"), maximumFractionDigits: 2, allowsNegative: true))
    nonisolated static let dollars = TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US"), allowsNegative: true))

    @Test(
        "grouping separators appear as digits are typed; the caret stays after the typed digit",
        arguments: [
            ("", "1234567", "1,234,567|"),
            ("12|3", "4", "1,24|3"),  // a separator appears before the caret
            ("1,23|4", "5", "12,35|4"),  // and moves
            ("|1,234", "9", "9|1,234"),
            ("1,234,|567", "8", "12,348|,567"),
        ], EditKindReporting.allCases)
    func groupingWhileTyping(_ example: (start: String, typed: String, expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: [example.typed], on: Self.decimal, showing: example.start, reporting) == example.expected)
    }

    @Test(
        "grouping follows the locale: Indian lakhs, Swiss apostrophes, ungrouped Spanish thousands",
        arguments: [
            ("en_IN", "1234567", "12,34,567|"),
            ("de_CH", "1234567", "1’234’567|"),
            ("es_ES", "1234", "1234|"),
            ("es_ES", "12345", "12.345|"),
            ("fr_FR", "1234,5", "1\u{202F}234,5|"),
            ("ar_EG", "1234.5", "١٬٢٣٤٫٥|"),
        ], EditKindReporting.allCases)
    func localeGrouping(_ example: (locale: String, typed: String, expected: String), reporting: EditKindReporting) {
        let format = TextInputFormats.decimal(.options(locale: Locale(identifier: example.locale)))
        #expect(Notation.outcome(of: [example.typed], on: format, showing: "", reporting) == example.expected)
    }

    @Test(
        "deleting: a separator is never deleted alone; the digit beyond it goes",
        arguments: [
            ("1,234|", "backspace", "123|"),
            ("1,|234", "backspace", "|234"),  // backspace after a separator: the digit before it
            ("12,|345", "backspace", "1|,345"),
            ("1|,234", "delete", "1|34"),  // forward delete before it: the digit after it
            ("1[,]234", "backspace", "1|,234"),  // a selected separator: nothing to delete
            ("1,2|34", "backspace", "1|34"),  // the separator goes with the digits it grouped
            ("[1,234.5]", "backspace", "|"),
            ("1.|5", "backspace", "1|5"),  // the decimal separator itself
        ], EditKindReporting.allCases)
    func deleting(_ example: (start: String, action: String, expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: [example.action], on: Self.decimal, showing: example.start, reporting) == example.expected)
    }

    @Test(
        "the decimal separator, leading zeros and the fraction's length",
        arguments: [
            ("", "007", "7|"),  // leading zeros collapse
            ("", "0.5", "0.5|"),
            ("", ".", "0.|"),  // typed first: "0."
            ("", ",", "0.|"),  // "," when the locale's separator is "."
            ("1.5|", ".", "1.5|"),  // a second separator is ignored
            ("1,2|34", ".", "12.|34"),  // typed inside: the digits after it are the fraction
            ("1.25|", "3", "1.25|"),  // beyond the most fraction digits: refused
            ("1.2|", "0", "1.20|"),  // a typed zero stays
            ("0|", "0", "0|"),
            ("12|", "a", "12|"),  // not a number: refused
        ], EditKindReporting.allCases)
    func separatorAndZeros(_ example: (start: String, typed: String, expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: [example.typed], on: Self.decimal, showing: example.start, reporting) == example.expected)
    }

    @Test("a minus sign toggles the sign where negatives are allowed", arguments: EditKindReporting.allCases)
    func minusToggles(reporting: EditKindReporting) {
        #expect(Notation.outcome(of: ["-"], on: Self.decimal, showing: "1,2|34", reporting) == "-1,2|34")
        #expect(Notation.outcome(of: ["-"], on: Self.decimal, showing: "-1,2|34", reporting) == "1,2|34")
        #expect(Notation.outcome(of: ["+"], on: Self.decimal, showing: "-12|", reporting) == "12|")
        let positive = TextInputFormats.decimal(.options(locale: Self.enUS))
        #expect(Notation.outcome(of: ["-"], on: positive, showing: "12|", reporting) == "12|")
        #expect(Notation.outcome(of: ["-"], on: Self.dollars, showing: "$5|.00", reporting) == "-$5|.00")
    }

    @Test(
        "a minus sign typed first waits for the digits, as a paste of the same characters gives them",
        arguments: [
            (["-"], "-|"),
            (["-", "1", "2"], "-12|"),
            (["-", "backspace"], "|"),
            (["-", "backspace", "7"], "7|"),
        ] as [([String], String)], EditKindReporting.allCases)
    func minusTypedFirst(_ example: (actions: [String], expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: example.actions, on: Self.decimal, showing: "", reporting) == example.expected)
        let typed = example.actions.filter { $0 != "backspace" }.joined()
        if !example.actions.contains("backspace"), typed.count > 1 {
            #expect(Notation.outcome(of: ["paste:" + typed], on: Self.decimal, showing: "", reporting) == example.expected)
        }
        let positive = TextInputFormats.decimal(.options(locale: Self.enUS))
        #expect(Notation.outcome(of: ["-"], on: positive, showing: "", reporting) == "|")
    }

    @Test("an amount typed with its sign first shows what its paste shows", arguments: ["-95", "-1234.5", "-0.07"])
    func signedAmountTypedEqualsPasted(amount: String) {
        let field = TextInputSimulator()
        _ = Self.dollars.bind(to: field)
        Notation.perform(amount.map(String.init), on: field)
        let pasted = TextInputSimulator()
        _ = Self.dollars.bind(to: pasted)
        pasted.paste(amount)
        #expect(field.text == pasted.text)
    }

    @Test("a number over the maximum is refused; the minimum is checked on the value", arguments: EditKindReporting.allCases)
    func bounds(reporting: EditKindReporting) {
        let bounded = TextInputFormats.decimal(.options(locale: Self.enUS, minimum: 10, maximum: 100))
        let (field, binding) = Notation.field(bounded, "", reporting)
        Notation.perform(["5"], on: field)
        #expect(field.text == "5")
        #expect(binding.value == nil)  // below the minimum: typed, but no value
        Notation.perform(["0"], on: field)
        #expect(binding.value == 50)
        Notation.perform(["0"], on: field)
        #expect(field.text == "50")  // 500 is over the maximum: refused
        Notation.perform(["paste:1,000"], on: field)
        #expect(field.text == "50")
    }

    @Test(
        "pastes are read as amounts, in any script; a paste with no number changes nothing",
        arguments: [
            ("en_US", "$1,234.50", "1,234.50|"),
            ("en_US", " 1234.5 ", "1,234.5|"),
            ("en_US", "١٢٣٤", "1,234|"),
            ("en_US", "１２３４.５", "1,234.5|"),
            ("en_US", "1,234", "1,234|"),
            ("de_DE", "1.234,50 €", "1.234,50|"),
            ("de_DE", " 1234.5 ", "1.234,5|"),
            ("de_DE", "1.234", "1.234|"),
            ("fr_FR", "1 234,5", "1\u{202F}234,5|"),
            ("en_US", "no number", "|"),
        ], EditKindReporting.allCases)
    func pasting(_ example: (locale: String, pasted: String, expected: String), reporting: EditKindReporting) {
        let format = TextInputFormats.decimal(.options(locale: Locale(identifier: example.locale)))
        #expect(Notation.outcome(of: ["paste:" + example.pasted], on: format, showing: "", reporting) == example.expected)
    }

    // The field's own text pasted again must stay as it is: typed trailing zeros are kept.
    @Test(
        "a pasted fraction stays as pasted: \"0.\" stays \"0.\", \"1.50\" stays \"1.50\"",
        arguments: [
            ("0.", "0.|"), ("1.50", "1.50|"), ("1.0", "1.0|"), ("0.05", "0.05|"),
        ], EditKindReporting.allCases)
    func pastedFractions(_ example: (pasted: String, expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: ["paste:" + example.pasted], on: Self.decimal, showing: "", reporting) == example.expected)
    }

    @Test(
        "typing digits of other scripts works in any locale",
        arguments: [
            ("en_US", "١٢٣", "123|"),
            ("ar_EG", "123", "١٢٣|"),
            ("ja_JP", "１２３４", "1,234|"),
        ], EditKindReporting.allCases)
    func otherScripts(_ example: (locale: String, typed: String, expected: String), reporting: EditKindReporting) {
        let format = TextInputFormats.decimal(.options(locale: Locale(identifier: example.locale)))
        #expect(Notation.outcome(of: [example.typed], on: format, showing: "", reporting) == example.expected)
    }

    @Test("the value is an exact Decimal", arguments: EditKindReporting.allCases)
    func exactValue(reporting: EditKindReporting) {
        let (field, binding) = Notation.field(Self.decimal, "", reporting)
        Notation.perform(["0.1"], on: field)
        #expect(binding.value == Decimal(string: "0.1"))
        #expect(binding.value.map { $0 * 3 } == Decimal(string: "0.3"))
    }
}

/// Zeros a number format writes back, which a key cannot delete alone: the caret steps over
/// them and the text stays, so that pressing the key again goes on deleting.
@MainActor
@Suite("Number fields: deleting a zero the format writes back")
struct NumberWrittenZeroTests {
    typealias Notation = FieldNotation

    nonisolated static let dollars = TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US")))
    nonisolated static let dollarsCentsFirst = TextInputFormats.currency(
        code: "USD", .options(locale: Locale(identifier: "en_US"), entry: .minorUnitsFirst))
    nonisolated static let percent = TextInputFormats.percent(.options(locale: Locale(identifier: "en_US")))

    @Test(
        "the caret steps over the zero and the text stays",
        arguments: [
            (dollars, "$5.0|0", "backspace", "$5.|00"),
            (percent, "0|.5%", "backspace", "|0.5%"),
            (dollarsCentsFirst, "$|0.07", "delete", "$0|.07"),
        ] as [(TextInputFormat<Decimal>, String, String, String)], EditKindReporting.allCases)
    func stepsOverWrittenZero(_ example: (format: TextInputFormat<Decimal>, start: String, key: String, expected: String), reporting: EditKindReporting) {
        #expect(Notation.outcome(of: [example.key], on: example.format, showing: example.start, reporting) == example.expected)
    }
}
