import TextInputCore

extension CatalogEntry {
    /// `amount-cents`: an amount of money whose digits shift in from the currency's minor unit,
    /// as on a card terminal.
    static let amountInCents = CatalogEntry(
        "amount-cents", label: "Amount in cents",
        summary: "an amount of money typed cents first, USD unless the argument names a currency",
        argument: "currency",
        samples: ["12345", "123.45", "1,234", "-12.5", "0", "007", "$1,234.50", "99999999999999999999999", "１２３", "١٢٣٤"],
        sampleArguments: ["EUR", "JPY", "KWD"],
        deletionsMayOnlyMoveTheCaret: true,
        make: { code in try FormatCatalog.amount(code: code, entry: .minorUnitsFirst) },
        describe: { amount in CatalogValueDescription("\(amount)") }
    )
}
