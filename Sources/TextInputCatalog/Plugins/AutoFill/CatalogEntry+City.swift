import TextInputCore

extension CatalogEntry {
    /// `city`: plain text with suggestions from the world's place names.
    static let city = CatalogEntry(
        "city", label: "City", summary: "a city, with suggestions from \(PlaceNames.all.count) place names",
        samples: ["Paris", "São Paulo", "Zürich", "Par"],
        make: { _ in TextInputFormats.plain.withPlugin { TextInputAutoFill(source: FormatCatalog.places, options: .options(limit: 20)) } }
    )
}
