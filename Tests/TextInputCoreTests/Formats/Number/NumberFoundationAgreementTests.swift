import Foundation
import Testing
import TextInputCore

/// The text of a number field is exactly what Foundation's `FormatStyle` writes for the same
/// number in the same locale: separators (U+202F in fr_FR), grouping (en_IN's lakh, es_ES's
/// ungrouped thousands), digits (Arabic-Indic in ar_EG), symbols and where they stand.
@MainActor
@Suite("Number fields write what Foundation's FormatStyle writes")
struct NumberFoundationAgreementTests {
    nonisolated static let locales = ["en_US", "de_DE", "fr_FR", "en_IN", "ja_JP", "ar_EG", "es_ES", "de_CH", "nl_NL", "pt_BR", "fa_IR", "he_IL"]
    nonisolated static let amounts = ["0", "5", "0.5", "12.25", "1234", "12345.6", "1234567.89", "100000000"]

    enum Style: String, CaseIterable, Sendable { case decimal, integer, currency, percent }

    /// What Foundation writes for `number` (for a percent, the number shown) in `style`.
    static func foundation(_ number: Decimal, _ style: Style, _ locale: Locale) -> String {
        switch style {
        case .decimal: number.formatted(.number.locale(locale))
        case .integer: Int(number.description).map { $0.formatted(IntegerFormatStyle<Int>(locale: locale)) } ?? ""
        case .currency: number.formatted(.currency(code: currencyCode(locale)).locale(locale))
        case .percent: (number / 100).formatted(.percent.locale(locale))
        }
    }

    static func currencyCode(_ locale: Locale) -> String {
        locale.currency?.identifier ?? "USD"
    }

    /// A field of `style` in `locale`, negatives allowed, and a way to set its value.
    static func field(_ style: Style, _ locale: Locale, _ reporting: EditKindReporting) -> (TextInputSimulator, (Decimal) -> Void) {
        let field = TextInputSimulator(reporting)
        let options = NumberTextInputOptions.options(locale: locale, allowsNegative: true)
        switch style {
        case .decimal:
            let binding = TextInputFormats.decimal(options).bind(to: field)
            return (field, { binding.value = $0 })
        case .integer:
            let binding = TextInputFormats.integer(options).bind(to: field)
            return (field, { binding.value = Int($0.description) })
        case .currency:
            let binding = TextInputFormats.currency(code: currencyCode(locale), options).bind(to: field)
            return (field, { binding.value = $0 })
        case .percent:
            let binding = TextInputFormats.percent(options).bind(to: field)
            return (field, { binding.value = $0 / 100 })
        }
    }

    @Test("setting the value shows Foundation's text", arguments: locales, Style.allCases)
    func settingValues(locale identifier: String, style: Style) {
        let locale = Locale(identifier: identifier)
        let (field, setValue) = Self.field(style, locale, .withKinds)
        for amount in Self.amounts + Self.amounts.map({ "-" + $0 }) {
            guard let number = Decimal(string: amount), style != .integer || number == number.rounded else { continue }
            setValue(number)
            #expect(field.text == Self.foundation(number, style, locale), "\(amount)")
        }
    }

    @Test("typing an amount key by key ends on Foundation's text", arguments: locales, EditKindReporting.allCases)
    func typing(locale identifier: String, reporting: EditKindReporting) {
        let locale = Locale(identifier: identifier)
        for style in [Style.decimal, .percent] {
            for amount in Self.amounts {
                let (field, _) = Self.field(style, locale, reporting)
                for key in amount { field.insert(String(key)) }
                let number = Decimal(string: amount) ?? 0
                #expect(field.text == Self.foundation(number, style, locale), "\(style) \(amount)")
            }
        }
        // A currency shows all its fraction digits as soon as it has a value; yen and rials have none.
        let hasFraction = Self.foundation(Decimal(string: "1.5") ?? 0, .currency, locale) != Self.foundation(2, .currency, locale)
        for amount in ["5", "1234567"] + (hasFraction ? ["12345.6"] : []) {
            let (field, _) = Self.field(.currency, locale, reporting)
            for key in amount { field.insert(String(key)) }
            #expect(field.text == Self.foundation(Decimal(string: amount) ?? 0, .currency, locale), "\(amount)")
        }
    }

    @Test("Foundation's text pasted into an empty field stays as it is, with its value", arguments: locales, Style.allCases)
    func pastingFoundationText(locale identifier: String, style: Style) {
        let locale = Locale(identifier: identifier)
        for amount in Self.amounts + ["-1234.5"] {
            guard let number = Decimal(string: amount), style != .integer || number == number.rounded else { continue }
            let text = Self.foundation(number, style, locale)
            let (field, _) = Self.field(style, locale, .withKinds)
            field.paste(text)
            #expect(field.text == text, "\(amount)")
        }
    }
}

extension Decimal {
    /// This number without its fraction.
    var rounded: Decimal {
        var value = self
        var result = Decimal()
        NSDecimalRound(&result, &value, 0, .down)
        return result
    }
}
