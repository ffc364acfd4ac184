extension TextInputFormats {
    /// A card security code field (CVV, CVC, CID): digits only, at most `length` of them.
    ///
    /// The value is the code once it has exactly `length` digits, nil before; it never prints
    /// its digits (see ``BankCardSecurityCode``). For a length that follows the brand typed in a
    /// card number field (4 digits for American Express), bind the field with
    /// ``TextInputBinding/bindSecurityCode(to:)`` instead.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.bankCardSecurityCode().bind(to: field)
    /// field.insert("12a3")          // field.text == "123"
    /// binding.value?.digitsString   // "123"
    /// ```
    ///
    /// - Parameter length: The digits of a complete code, 3…4 (``BankCardSecurityCode/allowedLengths``);
    ///   3 by default. A length outside 3…4 is taken as the nearest of them (0 as 3, 100 as 4);
    ///   ``BankCardSecurityCode/validatedLength(_:)`` reports it.
    public static func bankCardSecurityCode(length: Int = 3) -> TextInputFormat<BankCardSecurityCode> {
        let allowed = BankCardSecurityCode.allowedLengths
        let length = Swift.min(Swift.max(length, allowed.lowerBound), allowed.upperBound)
        return TextInputFormat(
            TextInputSerializer(
                string: { $0.digitsString },
                value: { text, memory in
                    let length = memory[BankCardSecurityCodeLength.self] ?? length
                    guard text.utf8.count == length else {
                        throw TextInputParseError(
                            text: text,
                            redactedBy: BankCardSecurityCode.redaction,
                            reason: "a security code is complete with \(length) digits"
                        )
                    }
                    return try BankCardSecurityCode(digitsString: text)
                }
            ),
            TextInputFormatter(BankCardSecurityCodeFormatter(length: length))
        )
        .withTraits(.structured(keyboardType: .numberPad, contentType: .creditCardSecurityCode))
    }
}
