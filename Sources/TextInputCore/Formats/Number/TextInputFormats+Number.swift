import Foundation

extension TextInputFormats {
    /// A number field: digits grouped as the locale groups them, the locale's decimal separator,
    /// exactly as Foundation's `Decimal.FormatStyle` writes the same number.
    ///
    /// Typing keeps the caret after the digit just typed while grouping separators come and go;
    /// "." or "," starts the fraction; leading zeros collapse; a paste such as "1.234,50" or
    /// "$1,234.50" is read as an amount. The value is a `Decimal`, exact. With
    /// ``NumberTextInputOptions/Entry/minorUnitsFirst`` and two fraction digits, digits enter at
    /// the last fraction digit instead: "1", "2", "3" show "0.01", "0.12", "1.23".
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.decimal(.options(locale: Locale(identifier: "en_IN"))).bind(to: field)
    /// field.insert("1234567.5")   // field.text == "12,34,567.5"
    /// binding.value               // 1234567.5
    /// ```
    ///
    /// Any options make a working field: impossible settings fall back as
    /// ``NumberTextInputOptions`` says, and ``NumberTextInputOptions/validated(currencyCode:)``
    /// reports them.
    public static func decimal(_ options: NumberTextInputOptions = .options()) -> TextInputFormat<Decimal> {
        number(.decimal, options)
    }

    /// A whole-number field, as Foundation's `IntegerFormatStyle` writes it; its value is an
    /// `Int`, and a number beyond `Int`'s range is refused.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.integer(.options(locale: Locale(identifier: "de_DE"))).bind(to: field)
    /// field.insert("1234567")     // field.text == "1.234.567"
    /// binding.value               // 1234567
    /// ```
    public static func integer(_ options: NumberTextInputOptions = .options()) -> TextInputFormat<Int> {
        var options = options
        options.maximumFractionDigits = 0
        return number(.integer, options).transformValue(
            direct: { Int($0.description) },
            reverse: { Decimal($0) }
        )
    }

    /// An amount of money in the currency `code` ("USD", "EUR", "JPY"), as Foundation's
    /// `Decimal.FormatStyle.Currency` writes it: the symbol where the locale puts it, and all
    /// the currency's fraction digits as soon as there is a value ("5" shows "$5.00", the caret
    /// after the 5). Typing the decimal separator moves the caret into the fraction, where
    /// digits overwrite the zeros. The symbol cannot be deleted; an empty field shows nothing.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US"))).bind(to: field)
    /// field.insert("5")           // field.text == "$5.00"
    /// binding.value = 1234.5      // field.text == "$1,234.50"
    /// ```
    ///
    /// With ``NumberTextInputOptions/Entry/minorUnitsFirst`` digits enter at the currency's
    /// minor unit instead, as on a card terminal: "1", "2", "3" show "$0.01", "$0.12", "$1.23".
    ///
    /// A code Foundation does not know still makes a working field: a code of three ASCII
    /// letters ("XYZ") is shown where the symbol would be, with two fraction digits; anything
    /// else ("", "EURO", "€") is replaced by "XXX", ISO 4217's "no currency", shown as the
    /// generic sign "¤" or "XXX". ``NumberTextInputOptions/validated(currencyCode:)`` reports
    /// such a code.
    public static func currency(code: String, _ options: NumberTextInputOptions = .options()) -> TextInputFormat<Decimal> {
        number(.currency(code: currencyCodeWithFallback(code)), options)
    }

    /// A percentage, as Foundation's `Decimal.FormatStyle.Percent` writes it. The value is the
    /// number shown / 100 (0.125 for "12.5 %"); the options' fraction digits and bounds speak of
    /// the number shown.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.percent(.options(locale: Locale(identifier: "fr_FR"))).bind(to: field)
    /// field.insert("12,5")        // field.text == "12,5 %"
    /// binding.value               // 0.125
    /// ```
    public static func percent(_ options: NumberTextInputOptions = .options()) -> TextInputFormat<Decimal> {
        number(.percent, options)
    }

    /// A number field of `style`.
    private static func number(_ style: NumberTextLayout.Style, _ options: NumberTextInputOptions) -> TextInputFormat<Decimal> {
        let options = options.withFallbacks
        let layout = NumberTextLayout.layout(for: style, locale: options.locale, usesGrouping: options.usesGrouping)
        let isCurrency = if case .currency = style { true } else { false }
        let entersMinorUnitsFirst = options.entry == .minorUnitsFirst
        let rules = NumberRules(
            maximumFractionDigits: options.maximumFractionDigits ?? layout.defaultMaximumFractionDigits,
            showsWholeFraction: isCurrency || entersMinorUnitsFirst,
            allowsNegative: options.allowsNegative,
            minimum: options.minimum,
            maximum: options.maximum,
            isInteger: style == .integer
        )
        let serializer = NumberTextSerializer(layout: layout, rules: rules, isPercent: style == .percent)
        // Number and decimal pads have no minus key; digits entered at the smallest unit need
        // no decimal separator.
        let keyboard: TextInputKeyboardType =
            if options.allowsNegative {
                .numbersAndPunctuation
            } else {
                rules.maximumFractionDigits == 0 || entersMinorUnitsFirst ? .numberPad : .decimalPad
            }
        let formatter =
            if entersMinorUnitsFirst {
                TextInputFormatter(NumberMinorUnitsFirstFormatter(layout: layout, rules: rules))
            } else {
                TextInputFormatter(NumberTextFormatter(layout: layout, rules: rules))
            }
        return TextInputFormat(
            TextInputSerializer(string: serializer.string(for:), value: serializer.value(for:)),
            formatter
        )
        .withTraits(.structured(keyboardType: keyboard))
        // An amount is read as the amount it is, not digit by digit.
        .withSpokenText { text, _, _ in TextInputSpokenText(text) }
        .withStatusJudge { text, _ in serializer.status(of: text) }
    }
}
