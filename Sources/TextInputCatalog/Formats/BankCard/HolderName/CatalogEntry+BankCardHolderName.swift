import TextInputCore

extension CatalogEntry {
    /// `card-holder`: the cardholder's name.
    static let bankCardHolderName = CatalogEntry(
        "card-holder", label: "Cardholder", summary: "the cardholder's name, as on the card",
        samples: ["Jean-Luc O'Neil", "O'NEIL", "J. R. R.", "  ", "--", "李", "ø", "É"],
        make: { _ in TextInputFormats.bankCardHolderName() }
    )
}
