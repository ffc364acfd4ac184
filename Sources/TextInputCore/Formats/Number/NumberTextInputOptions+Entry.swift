extension NumberTextInputOptions {
    /// Where typed digits go: into the integer part, as on a calculator, or in at the smallest
    /// unit, shifting left, as on a card terminal.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let options = NumberTextInputOptions.options(locale: Locale(identifier: "en_US"), entry: .minorUnitsFirst)
    /// let binding = TextInputFormats.currency(code: "USD", options).bind(to: field)
    /// field.insert("1"); field.insert("2"); field.insert("3")
    /// // field.text == "$1.23", binding.value == 1.23
    /// ```
    ///
    /// Encoded as its case's name (`"calculator"`, `"minorUnitsFirst"`), so that a setting can
    /// be saved with the app's other preferences.
    public enum Entry: String, Hashable, Sendable, CaseIterable, Codable {
        /// Digits typed before the decimal separator are the integer part, and the separator
        /// starts the fraction: "5" is $5.00. The default.
        case calculator
        /// Every digit enters at the smallest unit and shifts the others left: "1", "2", "3" show
        /// $0.01, $0.12, $1.23, and Backspace shifts them back. The smallest unit is the
        /// currency's minor unit (a cent; a yen has none, a Kuwaiti dinar has 1/1000) or, for
        /// the other formats, the last of ``NumberTextInputOptions/maximumFractionDigits``; the
        /// field always shows every fraction digit, and typing the decimal separator does
        /// nothing.
        ///
        /// A paste with a decimal separator is an amount ("123.45" is $123.45, rounded to the
        /// smallest unit as Foundation rounds); a paste without one is digits in the smallest
        /// unit, as if typed ("12345" is $123.45, "1,234" in en_US is $12.34). Either way its
        /// digits go in where it is pasted; pasted over the whole text, it replaces it.
        case minorUnitsFirst
    }
}
