import TextInputCore

extension CatalogEntry {
    /// `digits`: plain text filtered to decimal digits.
    static let digits = CatalogEntry(
        "digits", label: "Digits", summary: "decimal digits only",
        samples: ["12ab34", "0042", "999999"],
        make: { _ in TextInputFormats.plain.filter(by: .decimalDigits) }
    )
}
