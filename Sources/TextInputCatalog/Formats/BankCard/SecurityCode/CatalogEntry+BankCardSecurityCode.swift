import TextInputCore

extension CatalogEntry {
    /// `card-security-code`: its length follows the card number's brand, 4 digits once it is an
    /// American Express one.
    static let bankCardSecurityCode = CatalogEntry(
        "card-security-code", label: "Security code", summary: "3 digits, 4 for an American Express card",
        samples: ["123", "12", "1234"],
        argumentFromForm: { valueNamed in
            ((valueNamed(bankCardNumber.name) as? BankCardNumber)?.cardBrand?.securityCodeLength).map(String.init)
        },
        make: { length in TextInputFormats.bankCardSecurityCode(length: length.flatMap(Int.init) ?? 3) },
        describe: { code in CatalogValueDescription(code.description) }
    )
}
