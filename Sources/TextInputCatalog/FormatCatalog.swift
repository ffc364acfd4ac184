import Foundation
import TextInputCore

/// Every built-in format the tools around the package use, in the order the playground's form
/// shows them: one entry per format, and the only list of them.
///
/// Each entry lives in a file of its own, `CatalogEntry+<Format>.swift`, in the folder that
/// mirrors its format's folder in Core (`Formats/BankCard/Number/` for the card number).
/// Adding a built-in format adds that file and lists its entry here; the playground lists it,
/// the fuzzer drives it, the benchmarks time it, and tests hold the Demo and BuiltinFormats
/// articles to it.
package enum FormatCatalog {
    /// The entries, in form order.
    package static let entries: [CatalogEntry] = [
        .bankCardNumber,
        .bankCardExpiryDate,
        .bankCardSecurityCode,
        .bankCardHolderName,
        .iban,
        .phoneNumber,
        .amount,
        .amountInCents,
        .percent,
        .mask,
        .date,
        .city,
        .destination,
        .plain,
        .digits,
        .pin,
    ]

    /// The entry named `name`, or nil.
    package static func entry(named name: String) -> CatalogEntry? {
        entries.first { $0.name == name }
    }

    /// Number and date fields are written, and fields spoken, as in the United States, so that
    /// the tools' output is the same on every machine.
    package static let numberLocale = Locale(identifier: "en_US")

    /// Every place name, indexed once and shared by the fields that suggest them: a source is a
    /// value any number of fields may use.
    static let places = InMemoryAutoFillSource(PlaceNames.all)
}
