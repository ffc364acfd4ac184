import Foundation
import TextInputCore
import TextInputTesting

extension FuzzCatalog {
    /// What people type and paste into dates: whole dates in several orders, days that do not
    /// exist, separators of other locales.
    static let dateFragments =
        [
            "/", ".", "-", " ", ". ", "\u{200F}/", "12/31/1999", "31.12.1999", "1999-12-31", "12311999", "02/29/2024",
            "29.02.2023", "04/31/2024", "1/2/", "0229", "9999", "0000", "١٢/٣١/١٩٩٩",
        ] + FuzzAlphabet.digits + FuzzAlphabet.digits

    /// Date formats with bounds and a time zone other than UTC, and in a locale whose
    /// separators hold a right-to-left mark.
    static func dates() -> [any FuzzTarget] {
        [
            FuzzFormatTarget(
                "date-bounded-de_DE",
                sharing: TextInputFormats.date(
                    .options(
                        locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt,
                        minimum: Date(timeIntervalSince1970: 946_684_800), maximum: Date(timeIntervalSince1970: 1_262_217_600))),
                code: """
                    TextInputFormats.date(.options(
                        locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Asia/Tokyo") ?? .gmt,
                        minimum: Date(timeIntervalSince1970: 946_684_800), maximum: Date(timeIntervalSince1970: 1_262_217_600)))
                    """,
                fragments: dateFragments
            ),
            FuzzFormatTarget(
                "date-ar_EG",
                sharing: TextInputFormats.date(.options(locale: Locale(identifier: "ar_EG"))),
                code: "TextInputFormats.date(.options(locale: Locale(identifier: \"ar_EG\")))",
                fragments: dateFragments
            ),
        ]
    }
}
