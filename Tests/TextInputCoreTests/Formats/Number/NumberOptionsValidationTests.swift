import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Number options: impossible settings fall back, and validated() names them")
struct NumberOptionsValidationTests {
    static let enUS = Locale(identifier: "en_US")

    /// The text after typing `typed` into a field of `format`.
    private func typing(_ typed: [String], into format: TextInputFormat<Decimal>) -> (text: String, value: Decimal?) {
        let field = TextInputSimulator()
        let binding = format.bind(to: field)
        for string in typed { field.insert(string) }
        return (field.text, binding.value)
    }

    @Test(
        "fraction digits outside 0…38 are clamped to it",
        arguments: [
            (-1, 0), (Int.min, 0), (39, 38), (1000, 38), (Int.max, 38),
        ])
    func fractionDigitsFallBack(digits: Int, used: Int) {
        let given = typing(
            ["1", ".", String(repeating: "5", count: 45)],
            into: TextInputFormats.decimal(.options(locale: Self.enUS, maximumFractionDigits: digits)))
        let clamped = typing(
            ["1", ".", String(repeating: "5", count: 45)],
            into: TextInputFormats.decimal(.options(locale: Self.enUS, maximumFractionDigits: used)))
        #expect(given.text == clamped.text)
        #expect(given.value == clamped.value)
        // A currency shows its whole fraction: a huge count must not make a huge text.
        let currency = typing(["5"], into: TextInputFormats.currency(code: "USD", .options(locale: Self.enUS, maximumFractionDigits: digits)))
        #expect(currency.text.count <= "$5.".count + 38)
        #expect(throws: TextInputConfigurationError.outOfRange(.numberMaximumFractionDigits, value: digits, allowed: 0...38)) {
            try NumberTextInputOptions.options(maximumFractionDigits: digits).validated()
        }
    }

    @Test("a fraction digit count set on the property falls back like one given to options()")
    func fractionDigitsProperty() {
        var options = NumberTextInputOptions.options(locale: Self.enUS)
        options.maximumFractionDigits = Int.max
        #expect(typing(["1.25"], into: TextInputFormats.percent(options)).text == "1.25%")
    }

    @Test(
        "a maximum below the minimum is swapped with it",
        arguments: [
            (Decimal(10), Decimal(5), "7", Decimal(7)), (10, 5, "12", nil), (10, 5, "3", nil),
        ] as [(Decimal, Decimal, String, Decimal?)])
    func swappedBounds(minimum: Decimal, maximum: Decimal, typed: String, value: Decimal?) {
        let options = NumberTextInputOptions.options(locale: Self.enUS, minimum: minimum, maximum: maximum)
        #expect(typing([typed], into: TextInputFormats.decimal(options)).value == value)
        #expect(throws: TextInputConfigurationError.maximumBelowMinimum(minimum: minimum, maximum: maximum)) {
            try options.validated()
        }
    }

    @Test("a NaN bound is ignored", arguments: [true, false])
    func notANumber(isMinimum: Bool) {
        let options =
            isMinimum
            ? NumberTextInputOptions.options(locale: Self.enUS, minimum: .nan)
            : NumberTextInputOptions.options(locale: Self.enUS, maximum: .nan)
        #expect(typing(["7"], into: TextInputFormats.decimal(options)).value == 7)
        #expect(throws: TextInputConfigurationError.boundIsNotANumber(isMinimum ? .numberMinimum : .numberMaximum)) {
            try options.validated()
        }
    }

    @Test(
        "currency codes Foundation does not know still make a working field",
        arguments: [
            ("XYZ", "XYZ 5.00"),  // three letters: shown as given
            ("xyz", "XYZ 5.00"),
            ("", "¤5.00"),  // anything else: XXX, no currency
            ("EURO", "¤5.00"),
            ("€", "¤5.00"),
            ("💥", "¤5.00"),
            (String(repeating: "A", count: 500), "¤5.00"),
        ])
    func unknownCurrency(code: String, expected: String) {
        let text = typing(["5"], into: TextInputFormats.currency(code: code, .options(locale: Self.enUS))).text
        #expect(text.replacingOccurrences(of: "\u{A0}", with: " ") == expected)
        #expect(throws: TextInputConfigurationError.unknownCurrencyCode(code)) {
            try NumberTextInputOptions.options().validated(currencyCode: code)
        }
    }

    @Test("validated() passes sensible options and known currency codes", arguments: ["USD", "eur", "JPY", "XXX"])
    func valid(code: String) throws {
        let options = NumberTextInputOptions.options(maximumFractionDigits: 2, minimum: 1, maximum: 100)
        #expect(try options.validated(currencyCode: code) == options)
        #expect(try NumberTextInputOptions.options(maximumFractionDigits: 38, minimum: 5, maximum: 5).validated().maximumFractionDigits == 38)
    }

    @Test("validated() reports the first problem: fraction digits, then bounds, then the currency")
    func order() {
        #expect(throws: TextInputConfigurationError.outOfRange(.numberMaximumFractionDigits, value: -1, allowed: 0...38)) {
            try NumberTextInputOptions.options(maximumFractionDigits: -1, minimum: 2, maximum: 1).validated(currencyCode: "?")
        }
        #expect(throws: TextInputConfigurationError.maximumBelowMinimum(minimum: 2, maximum: 1)) {
            try NumberTextInputOptions.options(minimum: 2, maximum: 1).validated(currencyCode: "?")
        }
    }
}
