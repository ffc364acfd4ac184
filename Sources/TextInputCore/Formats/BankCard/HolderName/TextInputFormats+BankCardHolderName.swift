extension TextInputFormats {
    /// A card holder name field, as the name is embossed on the card.
    ///
    /// Letters A–Z, spaces, ".", "-" and "'" only: lower case is upper-cased as typed, accented
    /// Latin letters lose their accents ("é" → "E"), digits, emoji and other scripts are dropped.
    /// Words are separated by one space, or by ".", "-" or "'" optionally followed by a space;
    /// ".", "-" and "'" follow a letter only ("O'NEIL", "JEAN-LUC", "J. R."). Separators a
    /// deletion leaves at the start or next to each other are removed. At most
    /// `options.maxLength` characters (26 by default).
    ///
    /// The value is the name without trailing spaces, hyphens and apostrophes; nil when empty.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.bankCardHolderName().bind(to: field)
    /// field.insert("Zoë O’Neil")
    /// field.text       // "ZOE O'NEIL"
    /// binding.value    // "ZOE O'NEIL"
    /// ```
    public static func bankCardHolderName(
        _ options: BankCardHolderNameTextInputOptions = .options()
    ) -> TextInputFormat<String> {
        TextInputFormat(
            TextInputSerializer(
                string: { $0 },
                value: { text in
                    let name = text.utf8.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "'") }
                    guard !name.isEmpty else {
                        throw TextInputParseError(text: text, reason: "the name is empty")
                    }
                    return String(decoding: name.reversed(), as: UTF8.self)
                }
            ),
            TextInputFormatter(BankCardHolderNameFormatter(maxLength: options.maxLength))
        )
        .withTraits(.structured(keyboardType: .asciiCapable, contentType: .creditCardName, autocapitalization: .allCharacters))
    }
}
