extension TextInputFormats {
    /// A payment card number field: digits grouped the way the card's brand prints them, as many
    /// as the brand allows.
    ///
    /// The brand is recognised from the leading digits as they are typed. American Express
    /// numbers are grouped 4-6-5, UATP 4-5-6, 14-digit Diners Club 4-6-4, every other number in
    /// groups of four. A number of a known brand takes at most the brand's longest length; one of
    /// an unknown brand at most `options.maxLength` digits. Separators are inserted as digits are
    /// typed and never end the text; backspace after a separator deletes the digit before it.
    /// Anything but digits is dropped from insertions, so "4111-1111 1111.1111" pastes as
    /// "4111 1111 1111 1111". The value is nil for an empty field; check
    /// ``BankCardNumber/isValid`` for a complete, well-formed number. A number of an unknown
    /// brand is valid at 12 to `options.maxLength` digits when it passes the Luhn check, and
    /// invalid once the field holds `options.maxLength` digits that do not.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.bankCardNumber().bind(to: field)
    /// field.insert("378282246310005")
    /// field.text                    // "3782 822463 10005"
    /// binding.value?.cardBrand      // .amex
    /// ```
    public static func bankCardNumber(
        _ options: BankCardNumberTextInputOptions = .options()
    ) -> TextInputFormat<BankCardNumber> {
        let formatter = BankCardNumberFormatter(options: options)
        let unknownBrand = formatter.unknownBrandLayout
        let serializer = BankCardNumberSerializer()
        return TextInputFormat(TextInputSerializer(serializer), TextInputFormatter(formatter))
            .withTraits(.structured(keyboardType: .numberPad, contentType: .creditCardNumber))
            .withAnnouncedReasons(.deletionsKeepingWhatFollows)
            // A field that stops numbers of an unknown brand short of 19 digits judges them by
            // its own maximum: at it, no further digit can make them valid.
            .withStatusJudge { text, _ in (try? serializer.value(for: text))?.status(unknownBrand: unknownBrand) }
    }
}

/// Reads a ``BankCardNumber`` from a card number field's text, and writes its formatted text.
struct BankCardNumberSerializer: TextInputSerializerType {
    func string(for value: BankCardNumber) -> String {
        value.formattedString
    }

    func value(for string: String) throws -> BankCardNumber {
        // The field's own text is taken as it is: no copy per keystroke.
        if let number = BankCardNumber(fieldText: string) {
            return number
        }
        var digits: [UInt8] = []
        DecimalDigit.appendValues(of: string, to: &digits)
        guard !digits.isEmpty else {
            throw TextInputParseError(text: string, reason: "a card number needs at least one digit")
        }
        return try BankCardNumber(digitsString: String(decoding: digits.map { $0 &+ UInt8(ascii: "0") }, as: UTF8.self))
    }
}
