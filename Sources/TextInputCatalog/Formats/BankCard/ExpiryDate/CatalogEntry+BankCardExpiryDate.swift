import Foundation
import TextInputCore

extension CatalogEntry {
    /// `card-expiry`: a card's expiry date, its value read as month and four-digit year.
    static let bankCardExpiryDate = CatalogEntry(
        "card-expiry", label: "Expiry date", summary: "a card's expiry date, MM/YY",
        samples: ["12/34", "1234", "12/2034", "13/40", "0", "1", "/34", "1/", "99"],
        make: { _ in TextInputFormats.bankCardExpiryDate() },
        describe: { date in CatalogValueDescription(String(format: "%02d/%04d", date.month, date.year)) }
    )
}
