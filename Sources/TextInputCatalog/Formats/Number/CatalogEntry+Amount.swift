import Foundation
import TextInputCore

extension CatalogEntry {
    /// `amount`: an amount of money as a calculator enters it, USD unless the argument names a
    /// currency.
    static let amount = CatalogEntry(
        "amount", label: "Amount", summary: "an amount of money, USD unless the argument names a currency", argument: "currency",
        samples: ["1,234.50", "-12.5", "0.", ".5", "007", "$1,234.50", "99999999999999999999999", "１２３", "١٢٣٤"],
        sampleArguments: ["EUR", "JPY"],
        deletionsMayOnlyMoveTheCaret: true,
        make: { code in try FormatCatalog.amount(code: code, entry: .calculator) },
        describe: { amount in CatalogValueDescription("\(amount)") }
    )
}

extension FormatCatalog {
    /// An amount field in `code` (USD when nil), negatives allowed, its digits entered as
    /// `entry` says. A code Foundation does not know is refused with the reason, rather than
    /// left to the format's fallback.
    static func amount(code: String?, entry: NumberTextInputOptions.Entry) throws -> TextInputFormat<Decimal> {
        let options = NumberTextInputOptions.options(locale: numberLocale, allowsNegative: true, entry: entry)
        if let code {
            do {
                _ = try options.validated(currencyCode: code)
            } catch {
                throw CatalogArgumentError(argument: code, reason: String(describing: error))
            }
        }
        return TextInputFormats.currency(code: code?.uppercased() ?? "USD", options)
    }
}
