import Foundation
import TextInputCore
import TextInputTesting

extension FuzzCatalog {
    /// What people type and paste into amounts.
    static let numberFragments =
        [
            ".", ",", "-", "+", " ", "$", "€", "%", "'", "٫", "٬", "\u{202F}", "\u{A0}", "1,234.50", "1.234,50 €", "$1,234.50",
            "-12.5", "0.", ".5", "007", "１２３", "١٢٣٤", "99999999999999999999999", "1e5", "(12)",
        ] + FuzzAlphabet.digits + FuzzAlphabet.digits

    /// Decimal, integer, currency and percent formats in locales that group, separate and
    /// write digits differently, and currencies whose digits enter at the minor unit.
    static func numbers() -> [any FuzzTarget] {
        [
            FuzzFormatTarget(
                "decimal-en_US",
                sharing: TextInputFormats.decimal(.options(locale: Locale(identifier: "en_US"), allowsNegative: true)),
                code: "TextInputFormats.decimal(.options(locale: Locale(identifier: \"en_US\"), allowsNegative: true))",
                fragments: numberFragments
            ),
            FuzzFormatTarget(
                "decimal-ar_EG",
                sharing: TextInputFormats.decimal(.options(locale: Locale(identifier: "ar_EG"), maximumFractionDigits: 2)),
                code: "TextInputFormats.decimal(.options(locale: Locale(identifier: \"ar_EG\"), maximumFractionDigits: 2))",
                fragments: numberFragments
            ),
            FuzzFormatTarget(
                "integer-de_DE",
                sharing: TextInputFormats.integer(.options(locale: Locale(identifier: "de_DE"))),
                code: "TextInputFormats.integer(.options(locale: Locale(identifier: \"de_DE\")))",
                fragments: numberFragments
            ),
            FuzzFormatTarget(
                "currency-EUR-fr_FR",
                sharing: TextInputFormats.currency(code: "EUR", .options(locale: Locale(identifier: "fr_FR"), allowsNegative: true)),
                code: "TextInputFormats.currency(code: \"EUR\", .options(locale: Locale(identifier: \"fr_FR\"), allowsNegative: true))",
                fragments: numberFragments
            ),
            FuzzFormatTarget(
                "currency-JPY-ja_JP",
                sharing: TextInputFormats.currency(code: "JPY", .options(locale: Locale(identifier: "ja_JP"))),
                code: "TextInputFormats.currency(code: \"JPY\", .options(locale: Locale(identifier: \"ja_JP\")))",
                fragments: numberFragments
            ),
            FuzzFormatTarget(
                "currency-cents-USD-en_US",
                sharing: TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US"), allowsNegative: true, entry: .minorUnitsFirst)),
                code:
                    "TextInputFormats.currency(code: \"USD\", .options(locale: Locale(identifier: \"en_US\"), allowsNegative: true, entry: .minorUnitsFirst))",
                fragments: numberFragments
            ),
            FuzzFormatTarget(
                "currency-cents-KWD-ar_EG",
                sharing: TextInputFormats.currency(code: "KWD", .options(locale: Locale(identifier: "ar_EG"), maximum: 1_000_000, entry: .minorUnitsFirst)),
                code: "TextInputFormats.currency(code: \"KWD\", .options(locale: Locale(identifier: \"ar_EG\"), maximum: 1_000_000, entry: .minorUnitsFirst))",
                fragments: numberFragments
            ),
            FuzzFormatTarget(
                "percent-en_IN",
                sharing: TextInputFormats.percent(.options(locale: Locale(identifier: "en_IN"), maximum: 1000)),
                code: "TextInputFormats.percent(.options(locale: Locale(identifier: \"en_IN\"), maximum: 1000))",
                fragments: numberFragments
            ),
        ]
    }
}
