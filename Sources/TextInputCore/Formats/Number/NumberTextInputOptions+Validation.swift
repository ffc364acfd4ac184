import Foundation

extension NumberTextInputOptions {
    /// The fraction digits a number field can take: `Decimal` holds 38 significant digits.
    ///
    /// ```swift
    /// NumberTextInputOptions.allowedMaximumFractionDigits // 0...38
    /// ```
    public static let allowedMaximumFractionDigits = 0...38

    /// These options, when every setting makes sense; else the first problem, in the order
    /// fraction digits, bounds that are not numbers, bounds in the wrong order, currency code.
    ///
    /// The number formats never need it: they take any options, falling back as each setting
    /// says. Call it where a wrong setting should be noticed, or on options read from elsewhere.
    ///
    /// ```swift
    /// let options = try NumberTextInputOptions.options(maximumFractionDigits: 2, maximum: 100).validated()
    /// try NumberTextInputOptions.options().validated(currencyCode: "EUR") // fine
    /// try NumberTextInputOptions.options().validated(currencyCode: "EURO") // throws: not an ISO 4217 code
    /// ```
    ///
    /// - Parameter currencyCode: The code given to ``TextInputFormats/currency(code:_:)``, to be
    ///   checked too; nil for the other number formats.
    /// - Throws: ``TextInputConfigurationError`` for ``maximumFractionDigits`` outside
    ///   ``allowedMaximumFractionDigits`` (with the ``TextInputConfigurationError/fallback`` used),
    ///   a ``minimum`` or ``maximum`` that is NaN, a maximum below the minimum, or a currency code
    ///   that is not ISO 4217's.
    public func validated(currencyCode: String? = nil) throws(TextInputConfigurationError) -> NumberTextInputOptions {
        if let digits = maximumFractionDigits, !Self.allowedMaximumFractionDigits.contains(digits) {
            throw .outOfRange(.numberMaximumFractionDigits, value: digits, allowed: Self.allowedMaximumFractionDigits)
        }
        if minimum?.isNaN == true { throw .boundIsNotANumber(.numberMinimum) }
        if maximum?.isNaN == true { throw .boundIsNotANumber(.numberMaximum) }
        if let minimum, let maximum, maximum < minimum {
            throw .maximumBelowMinimum(minimum: minimum, maximum: maximum)
        }
        if let currencyCode, !TextInputFormats.isKnownCurrencyCode(currencyCode) {
            throw .unknownCurrencyCode(currencyCode)
        }
        return self
    }

    /// The options a number format works with: fraction digits within
    /// ``allowedMaximumFractionDigits``, no NaN bound, bounds in order.
    var withFallbacks: NumberTextInputOptions {
        var options = self
        options.maximumFractionDigits = maximumFractionDigits.map {
            Swift.min(Swift.max($0, Self.allowedMaximumFractionDigits.lowerBound), Self.allowedMaximumFractionDigits.upperBound)
        }
        if options.minimum?.isNaN == true { options.minimum = nil }
        if options.maximum?.isNaN == true { options.maximum = nil }
        if let minimum = options.minimum, let maximum = options.maximum, maximum < minimum {
            (options.minimum, options.maximum) = (maximum, minimum)
        }
        return options
    }
}

extension TextInputFormats {
    /// The ISO 4217 codes Foundation knows, current and historic.
    private static let knownCurrencyCodes: Set<String> = Set(Locale.Currency.isoCurrencies.map(\.identifier))

    /// Whether `code` (in any case) is an ISO 4217 code Foundation knows.
    static func isKnownCurrencyCode(_ code: String) -> Bool {
        knownCurrencyCodes.contains(code.uppercased())
    }

    /// Whether `code` has the shape of a currency code: three ASCII letters.
    static func isWellFormedCurrencyCode(_ code: String) -> Bool {
        code.utf8.count == 3 && code.utf8.allSatisfy { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0 & ~0x20) }
    }

    /// The code a currency format uses for `code`: uppercased, or "XXX" (no currency) when it is
    /// not three ASCII letters.
    static func currencyCodeWithFallback(_ code: String) -> String {
        isWellFormedCurrencyCode(code) ? code.uppercased() : "XXX"
    }
}
