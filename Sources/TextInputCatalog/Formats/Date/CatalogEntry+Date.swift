import Foundation
import TextInputCore

extension CatalogEntry {
    /// `date`: a date in the locale's numeric order. Dates are written in en_US unless the
    /// argument names a locale, so that the tools' output is the same on every machine.
    static let date = CatalogEntry(
        "date", label: "Date", summary: "a date in the locale's numeric order, en_US unless the argument names a locale",
        argument: "locale",
        samples: ["12/31/1999", "12311999", "1999-12-31", "02/29/2024", "02/29/2023", "04/31/2024", "4", "1/", "13", "0229"],
        sampleArguments: ["de_DE", "ja_JP", "ko_KR"],
        make: { identifier in
            try TextInputFormats.date(.options(locale: identifier.map(FormatCatalog.dateLocale(from:)) ?? FormatCatalog.numberLocale))
        },
        // The day as the field reads it: `Date.ISO8601FormatStyle` turns Julian before 1582.
        describe: { date in CatalogValueDescription(DateTextInputOptions.options().iso8601Day(of: date) ?? "") }
    )
}

extension FormatCatalog {
    /// The locale named `identifier` ("de_DE" or "de-DE"), when Foundation knows it.
    fileprivate static func dateLocale(from identifier: String) throws -> Locale {
        let canonical = identifier.replacingOccurrences(of: "-", with: "_")
        guard Locale.availableIdentifiers.contains(canonical) else {
            throw CatalogArgumentError(argument: identifier, reason: "Foundation knows no locale \"\(identifier)\"")
        }
        return Locale(identifier: canonical)
    }
}
