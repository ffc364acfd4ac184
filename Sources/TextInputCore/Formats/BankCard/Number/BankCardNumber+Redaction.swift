extension BankCardNumber: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The brand and, once the number is complete for its brand (``isComplete``), its last four
    /// digits: "Visa •••• 1111". A number still being typed shows no digit ("Visa ••••"): the
    /// last four digits of each step would spell the number out in a log of every keystroke.
    public var description: String {
        let lastFour = shownLastFourDigits.map { "•••• \($0)" } ?? "••••"
        return cardBrand.map { "\($0.displayName) \(lastFour)" } ?? lastFour
    }

    /// "BankCardNumber(Visa •••• 1111)".
    public var debugDescription: String {
        "BankCardNumber(\(description))"
    }

    /// A mirror with the brand, the number of digits, validity and, once the number is
    /// complete, its last four digits; never the whole number.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "cardBrand": cardBrand as Any,
                "lastFourDigits": shownLastFourDigits as Any,
                "digitCount": digitCount,
                "isValid": isValid,
            ],
            displayStyle: .struct
        )
    }

    /// The last four digits, when the number has more than four.
    ///
    /// ```swift
    /// try BankCardNumber(digitsString: "4111111111111111").lastFourDigits // "1111"
    /// ```
    public var lastFourDigits: String? {
        let digits = digitsString
        return digits.utf8.count > 4 ? String(digits.suffix(4)) : nil
    }

    /// The last four digits where the printed number may show them: once it is complete.
    private var shownLastFourDigits: String? {
        isComplete ? lastFourDigits : nil
    }
}

extension BankCardNumber: TextInputRedactedValue {
    /// Every digit: a card number field's events print "•••• •••• •••• ••••".
    public static var redaction: TextInputRedaction { .digits }
}
