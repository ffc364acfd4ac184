import Foundation
import TextInputCore

/// A megabyte pasted into every built-in format: the work must grow in proportion to the paste,
/// so each format has a 100 KB row and a 1 MB row, and the second is about ten times the first.
enum HugePasteBenchmarks {
    /// Letters, digits and punctuation, the same on every run.
    static let mixed100KB = MaskBenchmarks.randomCharacters(100_000)
    static let mixed1MB = MaskBenchmarks.randomCharacters(1_000_000)
    /// Digits only: what a digit format keeps most of, the hardest case for it.
    static let digits100KB = String(repeating: "4111111111", count: 10_000)
    static let digits1MB = String(repeating: "4111111111", count: 100_000)

    @MainActor
    static var all: [Benchmark] {
        guard let mask = try? TextInputFormats.mask("+1 ([000]) [000]-[0000]"),
            let repeating = try? TextInputFormats.mask("[0…]")
        else { return [] }
        let usLocale = NumberTextInputOptions.options(locale: Locale(identifier: "en_US"))
        return rows("plain", TextInputFormats.plain, mixed100KB, mixed1MB)
            + rows("4-builder chain", FoundationBenchmarks.chain, mixed100KB, mixed1MB)
            + rows("card number", TextInputFormats.bankCardNumber(), digits100KB, digits1MB)
            + rows("expiry date", TextInputFormats.bankCardExpiryDate(), digits100KB, digits1MB)
            + rows("security code", TextInputFormats.bankCardSecurityCode(), digits100KB, digits1MB)
            + rows("holder name", TextInputFormats.bankCardHolderName(), mixed100KB, mixed1MB)
            + rows("iban", TextInputFormats.iban(), mixed100KB, mixed1MB)
            + rows("phone", TextInputFormats.phoneNumber(.options(defaultRegion: "US")), digits100KB, digits1MB)
            + rows("mask +1 ([000]) [000]-[0000]", mask, digits100KB, digits1MB)
            + rows("mask [0…]", repeating, mixed100KB, mixed1MB)
            + rows("amount", TextInputFormats.currency(code: "USD", usLocale), digits100KB, digits1MB)
            + rows("decimal", TextInputFormats.decimal(usLocale), mixed100KB, mixed1MB)
    }

    /// A 100 KB and a 1 MB paste into an empty field. The budget of the megabyte is 100 ms:
    /// a pause a user notices, but only after pasting a book.
    @MainActor
    static func rows<Value: Equatable>(_ name: String, _ format: TextInputFormat<Value>, _ small: String, _ large: String) -> [Benchmark] {
        [
            Benchmark(name: "huge paste, \(name): 100 KB", unit: "paste", budgetNanoseconds: 10_000_000, maximumRuns: 20) {
                timeEdits(of: format, steps: [{ $0.paste(small) }])
            },
            Benchmark(name: "huge paste, \(name): 1 MB", unit: "paste", budgetNanoseconds: 100_000_000, maximumRuns: 20) {
                timeEdits(of: format, steps: [{ $0.paste(large) }])
            },
        ]
    }
}
