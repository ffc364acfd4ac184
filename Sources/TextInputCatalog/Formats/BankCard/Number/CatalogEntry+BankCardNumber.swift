import TextInputCore

extension CatalogEntry {
    /// `card-number`: a bank card number, its brand named beside its digits.
    static let bankCardNumber = CatalogEntry(
        "card-number", label: "Card number", summary: "bank card number, grouped as its brand groups it",
        samples: ["4111 1111 1111 1111", "378282246310005", "3782 822463 10005", "36227206271667", "4000000000000000006", "４", "٣"],
        make: { _ in TextInputFormats.bankCardNumber() },
        describe: { number in
            CatalogValueDescription(number.digitsString, details: number.cardBrand.map { [$0.displayName] } ?? [])
        }
    )
}
