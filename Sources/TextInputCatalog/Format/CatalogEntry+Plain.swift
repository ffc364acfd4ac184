import TextInputCore

extension CatalogEntry {
    /// `plain`: any text, as typed.
    static let plain = CatalogEntry(
        "plain", label: "Plain text", summary: "any text, as typed",
        samples: ["Hé 👍🏽", "abc123def"],
        make: { _ in TextInputFormats.plain }
    )
}
