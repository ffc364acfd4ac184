extension TextInputFormats {
    /// An IBAN field (ISO 13616): letters and digits in groups of four, as IBANs are printed.
    ///
    /// Letters are upper-cased as they are typed, ASCII letters and digits are kept from every
    /// edit and everything else is dropped, so "gb82 west 1234 5698 7654 32" pastes as
    /// "GB82 WEST 1234 5698 7654 32" and a pasted IBAN with dashes or dots loses them. Once the
    /// first two letters name a country of SWIFT's IBAN registry, the field takes that country's
    /// length (22 characters for the United Kingdom, 27 for France); 34 before. Spaces are
    /// written as characters are typed; Backspace after one deletes the character before it,
    /// and the caret stays after the character it followed.
    ///
    /// The value is an ``IBAN`` as soon as the text holds a letter or digit, nil for an empty
    /// field. Its status (``TextInputFormat/status(of:)``, ``IBAN/status``) is invalid from the
    /// first character that stands where the country's format allows none of its kind, so a
    /// letter typed among digits is kept, and flagged; ``IBAN/isValid`` tells whether the
    /// whole IBAN passes the registry's format and the check digits.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.iban().bind(to: field)
    /// field.paste("gb82 west 1234 5698 7654 32")
    /// field.text               // "GB82 WEST 1234 5698 7654 32"
    /// binding.value?.isValid   // true
    /// ```
    public static func iban() -> TextInputFormat<IBAN> {
        TextInputFormat(TextInputSerializer(IBANSerializer()), TextInputFormatter(IBANFormatter()))
            .withTraits(.structured(keyboardType: .asciiCapable, autocapitalization: .allCharacters))
            .withAnnouncedReasons(.deletionsKeepingWhatFollows)
            // A bank code such as "WEST" is no word: every group is spelled out.
            .withSpokenText { text, _, _ in TextInputSpokenText(spellingOutGroupsIn: text) }
    }
}

/// Reads an ``IBAN`` from an IBAN field's text, and writes its grouped text.
struct IBANSerializer: TextInputSerializerType {
    func string(for value: IBAN) -> String {
        value.formattedString
    }

    func value(for string: String) throws -> IBAN {
        var characters: [UInt8] = []
        characters.reserveCapacity(string.utf8.count)
        let reader = IBANCharacters()
        for scalar in string.unicodeScalars {
            if let character = reader.value(of: scalar, isFirst: characters.isEmpty) { characters.append(character) }
        }
        guard !characters.isEmpty else {
            throw TextInputParseError(text: string, redactedBy: IBAN.redaction, reason: "an IBAN needs at least one letter or digit")
        }
        return IBAN(characters: characters)
    }
}
