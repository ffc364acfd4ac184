import Foundation

extension TextInputConfigurationError.Setting {
    /// ``NumberTextInputOptions/maximumFractionDigits``, 0…38.
    package static let numberMaximumFractionDigits = Self("NumberTextInputOptions.maximumFractionDigits")
    /// ``NumberTextInputOptions/minimum``.
    package static let numberMinimum = Self("NumberTextInputOptions.minimum")
    /// ``NumberTextInputOptions/maximum``.
    package static let numberMaximum = Self("NumberTextInputOptions.maximum")
    /// The `code` of ``TextInputFormats/currency(code:_:)``.
    package static let currencyCode = Self("currency(code:)")
}

extension TextInputConfigurationError {
    /// ``NumberTextInputOptions/maximum`` is below ``NumberTextInputOptions/minimum``. The format
    /// swaps them.
    ///
    /// ```swift
    /// TextInputConfigurationError.maximumBelowMinimum(minimum: 10, maximum: 5)
    /// // NumberTextInputOptions: the maximum 5 is below the minimum 10; the format swaps them.
    /// ```
    package static func maximumBelowMinimum(minimum: Decimal, maximum: Decimal) -> Self {
        Self(.numberMaximum, description: "NumberTextInputOptions: the maximum \(maximum) is below the minimum \(minimum); the format swaps them.")
    }

    /// A currency code that is not an ISO 4217 code Foundation knows. A code of three ASCII
    /// letters is used as given (the field shows the code where the symbol would be); anything
    /// else is replaced by "XXX", ISO 4217's "no currency" (the generic sign ¤ or "XXX").
    package static func unknownCurrencyCode(_ code: String) -> Self {
        let fallback =
            TextInputFormats.isWellFormedCurrencyCode(code)
            ? "the field shows the code \"\(code.uppercased())\" as its symbol"
            : "the format uses \"XXX\", ISO 4217's code for no currency"
        return Self(.currencyCode, description: "currency(code:): \"\(code)\" is not an ISO 4217 currency code; \(fallback).")
    }
}
