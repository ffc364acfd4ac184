extension TextInputFormats {
    /// A card expiry date field, "MM/YY".
    ///
    /// The slash appears as soon as the month is complete: "1", then "12/", "12/3", "12/34". A
    /// first digit 2–9 can only be a one-digit month, so "4" shows "04/"; a separator ("/", "-",
    /// ".", space) after one month digit pads it ("1" then "/" shows "01/"). Months "00" and
    /// above 12 are refused, and each part takes at most two digits. Backspace after the slash
    /// deletes the month's last digit. A paste of "12/2034", "1234", "12 / 34" or "12-34" over
    /// the whole text shows "12/34".
    ///
    /// Its status (``TextInputFormat/status(of:)``) is incomplete until the text is a complete
    /// "MM/YY", then valid, or invalid for a card that has expired at the options' current date.
    ///
    /// The value is nil until the text is a complete "MM/YY"; the two-digit year is read within
    /// the century window around the current year (see
    /// ``BankCardExpiryDateTextInputOptions/options(calendar:currentDate:)``).
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.bankCardExpiryDate().bind(to: field)
    /// field.insert("1")
    /// field.insert("2")       // field.text == "12/"
    /// field.insert("3")
    /// field.insert("4")       // field.text == "12/34"
    /// binding.value?.month    // 12
    /// ```
    public static func bankCardExpiryDate(
        _ options: BankCardExpiryDateTextInputOptions = .options()
    ) -> TextInputFormat<BankCardExpiryDate> {
        let serializer = BankCardExpiryDateSerializer(options: options)
        return TextInputFormat(TextInputSerializer(serializer), TextInputFormatter(BankCardExpiryDateFormatter()))
            .withTraits(.structured(keyboardType: .numberPad, contentType: .creditCardExpiration))
            .withSpokenText { text, date, locale in
                guard let date else { return TextInputSpokenText(spellingOutDigitRunsIn: text) }
                return TextInputSpokenText(SpokenDate.monthAndYear(month: date.month, year: date.year, locale: locale))
            }
            .withStatusJudge { text, _ in
                // Without a value the text lacks digits, which the default answer covers.
                guard let date = try? serializer.value(for: text) else { return nil }
                return date.isExpired(relativeTo: options.currentDate(), calendar: options.calendar) ? .invalid : .valid
            }
    }
}

/// Reads a complete "MM/YY" as a ``BankCardExpiryDate``, and writes one.
struct BankCardExpiryDateSerializer: TextInputSerializerType {
    let options: BankCardExpiryDateTextInputOptions

    func string(for value: BankCardExpiryDate) -> String {
        Self.text(month: value.month, twoDigitYear: value.twoDigitYear)
    }

    func value(for string: String) throws -> BankCardExpiryDate {
        let bytes = Array(string.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: "/"),
            let m1 = DecimalDigit.value(ofASCII: bytes[0]), let m2 = DecimalDigit.value(ofASCII: bytes[1]),
            let y1 = DecimalDigit.value(ofASCII: bytes[3]), let y2 = DecimalDigit.value(ofASCII: bytes[4])
        else {
            throw TextInputParseError(text: string, reason: "an expiry date is complete as MM/YY")
        }
        let month = Int(m1) * 10 + Int(m2)
        let year = BankCardExpiryDate.year(endingIn: Int(y1) * 10 + Int(y2), near: options.currentYear)
        do {
            return try BankCardExpiryDate(month: month, year: year)
        } catch {
            throw TextInputParseError(text: string, reason: "\(error)")
        }
    }

    /// "MM/YY" for a month and the last two digits of a year.
    static func text(month: Int, twoDigitYear: Int) -> String {
        let digits = [month / 10 % 10, month % 10, twoDigitYear / 10 % 10, twoDigitYear % 10].map { UInt8($0) &+ UInt8(ascii: "0") }
        return String(decoding: [digits[0], digits[1], UInt8(ascii: "/"), digits[2], digits[3]], as: UTF8.self)
    }
}
