import TextInputCore

extension CatalogEntry {
    /// `percent`: a percentage, whose value is the number shown / 100.
    static let percent = CatalogEntry(
        "percent", label: "Percent", summary: "a percentage; its value is the number shown / 100",
        samples: ["12.5", "100", "0.", "-3", "1,000"],
        deletionsMayOnlyMoveTheCaret: true,
        make: { _ in TextInputFormats.percent(.options(locale: FormatCatalog.numberLocale)) },
        describe: { fraction in CatalogValueDescription("\(fraction)") }
    )
}
