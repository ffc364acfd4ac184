import TextInputCore

extension TextInputFormats {
    /// An ISIN field: letters upper-cased, "US 037833100 5" as it is typed, a value once its 12
    /// characters have an ISIN's shape, and a status that turns invalid as soon as a character
    /// stands where an ISIN cannot have it.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.isin().bind(to: field)
    /// field.paste("us0378331005")
    /// field.text          // "US 037833100 5"
    /// binding.status      // .valid
    /// ```
    public static func isin() -> TextInputFormat<ISIN> {
        TextInputFormat(
            TextInputSerializer<ISIN>(string: { $0.description }, value: { text in try ISIN(text) }),
            TextInputFormatter(ISINFormatter())
        )
        .withStatus { text, value in
            if let value { return value.isValid ? .valid : .invalid }
            let characters = text.unicodeScalars.compactMap(ISINCharacters.kept)
            return ISIN.hasShape(characters) ? .incomplete : .invalid
        }
        .withTraits(
            .traits(
                keyboardType: .asciiCapable,
                autocapitalization: .allCharacters,
                autocorrection: false,
                spellChecking: false,
                smartPunctuation: false,
                inlinePrediction: false
            )
        )
    }
}
