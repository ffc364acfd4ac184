import TextInputCore

extension CatalogEntry {
    /// `destination`: plain text completed inline from the world's place names.
    static let destination = CatalogEntry(
        "destination", label: "Destination", summary: "a city, completed inline as it is typed",
        samples: ["Paris", "São Paulo", "Zürich", "Par"],
        make: { _ in TextInputFormats.plain.completing(from: FormatCatalog.places) }
    )
}
