extension BankCardNumber: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The brand and the last four digits: "Visa •••• 1111". A number of four digits or fewer
    /// shows none.
    public var description: String {
        let lastFour = lastFourDigits.map { "•••• \($0)" } ?? "••••"
        return cardBrand.map { "\($0.displayName) \(lastFour)" } ?? lastFour
    }

    /// "BankCardNumber(Visa •••• 1111)".
    public var debugDescription: String {
        "BankCardNumber(\(description))"
    }

    /// A mirror with the brand, the last four digits, the number of digits and validity; never
    /// the whole number.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "cardBrand": cardBrand as Any,
                "lastFourDigits": lastFourDigits as Any,
                "digitCount": digitCount,
                "isValid": isValid,
            ],
            displayStyle: .struct
        )
    }

    /// The last four digits, when the number has more than four.
    public var lastFourDigits: String? {
        let digits = digitsString
        return digits.utf8.count > 4 ? String(digits.suffix(4)) : nil
    }
}

extension BankCardNumber: TextInputRedactedValue {
    /// A card number field's text with every digit but the last four hidden:
    /// "•••• •••• •••• 1111".
    public static func redacted(_ text: String) -> String {
        text.redactingDigits(keepingLast: 4)
    }
}
