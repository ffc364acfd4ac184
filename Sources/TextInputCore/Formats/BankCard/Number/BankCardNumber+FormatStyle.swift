import Foundation

extension BankCardNumber {
    /// Writes a card number as its field shows it, grouped the way its brand prints it, and
    /// reads text the way the field reads a paste.
    ///
    /// ```swift
    /// let number = try BankCardNumber(digitsString: "378282246310005")
    /// number.formatted(.bankCardNumber)           // "3782 822463 10005"
    /// number.formatted(.bankCardNumber.masked)    // "•••• •••••• •0005"
    /// try BankCardNumber.FormatStyle().parse("3782-822463-10005") // the same number
    /// ```
    ///
    /// The style is its own parse strategy, as Foundation's `Date.ISO8601FormatStyle` is. In
    /// SwiftUI, `Text(number, format: .bankCardNumber)` shows it. The style is `Codable` and
    /// `Hashable` through its ``options``, which only parsing uses, and whether it is
    /// ``masked``: the text written for a number is always its
    /// ``BankCardNumber/formattedString``, every digit of it or all but the last four hidden.
    public struct FormatStyle: Foundation.ParseableFormatStyle, Foundation.ParseStrategy, Sendable {
        /// The options of the card number field whose reading of a paste ``parse(_:)`` repeats.
        public var options: BankCardNumberTextInputOptions
        /// Whether ``format(_:)`` hides every digit but the last four; set by ``masked``.
        private var isMasked = false

        /// A style that reads text as a field with `options` does.
        ///
        /// ```swift
        /// let style = BankCardNumber.FormatStyle(options: .options(maxLength: 16))
        /// ```
        public init(options: BankCardNumberTextInputOptions = .options()) {
            self.options = options
        }

        /// The number grouped as its field shows it: "4111 1111 1111 1111", "3782 822463 10005";
        /// for a ``masked`` style, its digits but the last four as "•".
        ///
        /// ```swift
        /// BankCardNumber.FormatStyle().format(try BankCardNumber(digitsString: "4111111111111111"))
        /// // "4111 1111 1111 1111"
        /// ```
        public func format(_ value: BankCardNumber) -> String {
            isMasked ? BankCardNumber.redaction.redacting(value.formattedString, keepingLast: 4) : value.formattedString
        }

        /// The style itself: it reads text as a card number field with ``options`` reads a
        /// paste.
        ///
        /// ```swift
        /// try BankCardNumber.FormatStyle().parseStrategy.parse("4111 1111 1111 1111").isValid // true
        /// ```
        public var parseStrategy: Self {
            self
        }

        /// The number a card number field with ``options`` holds once `value` is pasted into
        /// it: digits of any script are kept and everything else is dropped
        /// ("4111-1111 1111.1111"), and digits past the longest length of the number's brand, or
        /// `options.maxLength` for an unknown brand, are not taken.
        ///
        /// ```swift
        /// try BankCardNumber.FormatStyle().parse(" 4242 4242 4242 4242 ").lastFourDigits // "4242"
        /// ```
        ///
        /// A number it reads may still fail the Luhn check: check ``BankCardNumber/isValid``, as
        /// for a field's value.
        ///
        /// - Throws: ``TextInputParseError`` when the text holds no digit, and for every text
        ///   when the style is ``masked``: the digits a masked style hides are gone, so no text
        ///   it writes stands for a number. The error shows the text with every digit hidden, as
        ///   the field's events do.
        public func parse(_ value: String) throws -> BankCardNumber {
            guard !isMasked else {
                throw TextInputParseError(
                    text: BankCardNumber.redacted(value),
                    reason: "a masked card number style hides the digits a number needs")
            }
            return try TextInputFormats.bankCardNumber(options).parsedValue(value)
        }

        /// The same grouping with every digit but the last four hidden, for showing a user which
        /// card was used:
        /// "•••• •••• •••• 1111". A number of four digits or fewer shows none. Its
        /// ``parse(_:)`` throws for every text: the hidden digits are gone.
        ///
        /// ```swift
        /// try BankCardNumber(digitsString: "4111111111111111").formatted(.bankCardNumber.masked)
        /// // "•••• •••• •••• 1111"
        /// ```
        public var masked: Self {
            var style = self
            style.isMasked = true
            return style
        }
    }

    /// The number written by `style`.
    ///
    /// ```swift
    /// try BankCardNumber(digitsString: "4111111111111111").formatted(.bankCardNumber) // "4111 1111 1111 1111"
    /// ```
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == BankCardNumber {
        style.format(self)
    }
}

extension FormatStyle where Self == BankCardNumber.FormatStyle {
    /// A card number as its field shows it: "4111 1111 1111 1111".
    ///
    /// ```swift
    /// try BankCardNumber(digitsString: "4111111111111111").formatted(.bankCardNumber) // "4111 1111 1111 1111"
    /// ```
    public static var bankCardNumber: Self {
        Self()
    }

    /// A card number as its field shows it, read as a field with `options` reads a paste.
    ///
    /// ```swift
    /// let style: BankCardNumber.FormatStyle = .bankCardNumber(.options(maxLength: 16))
    /// ```
    public static func bankCardNumber(_ options: BankCardNumberTextInputOptions) -> Self {
        Self(options: options)
    }
}
