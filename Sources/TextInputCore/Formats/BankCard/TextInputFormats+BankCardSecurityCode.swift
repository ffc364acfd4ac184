extension TextInputFormats {
    /// A card security code field (CVV, CVC, CID): digits only, at most `length` of them.
    ///
    /// The value is the code once it has exactly `length` digits, nil before. For a length
    /// that follows the brand typed in a card number field (4 digits for American Express),
    /// bind the field with ``TextInputBinding/bindSecurityCode(to:)`` instead.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.bankCardSecurityCode().bind(to: field)
    /// field.insert("12a3")   // field.text == "123"
    /// binding.value          // "123"
    /// ```
    ///
    /// - Precondition: `length` is at least 1.
    public static func bankCardSecurityCode(length: Int = 3) -> TextInputFormat<String> {
        precondition(length >= 1, "bankCardSecurityCode(length:) needs a length of 1 or more, not \(length)")
        return bankCardSecurityCode(currentLength: { length })
    }

    /// A card security code field whose length is read at every edit from `currentLength`.
    ///
    /// When the length changes, call ``TextInputBinding/reformat()`` on the field's binding so
    /// that its text is cut to the new length and its value read again;
    /// ``TextInputBinding/bindSecurityCode(to:)`` does all of this for the card brand.
    ///
    /// ```swift
    /// let format = TextInputFormats.bankCardSecurityCode(currentLength: { 4 })
    /// ```
    public static func bankCardSecurityCode(currentLength: @escaping @Sendable () -> Int) -> TextInputFormat<String> {
        TextInputFormat(
            TextInputSerializer(
                string: { $0 },
                value: { text in
                    let length = currentLength()
                    guard text.utf8.count == length, text.utf8.allSatisfy({ BankCardDigits.value(ofASCII: $0) != nil }) else {
                        throw TextInputSerializationError(text: text, reason: "a security code is complete with \(length) digits")
                    }
                    return text
                }
            ),
            TextInputFormatter(BankCardSecurityCodeFormatter(length: currentLength))
        )
    }
}
