import Foundation

extension BankCardNumber {
    /// Writes a card number as its field shows it, grouped the way its brand prints it, and
    /// reads text the way the field reads a paste.
    ///
    /// ```swift
    /// let number = try BankCardNumber(digitsString: "378282246310005")
    /// number.formatted(.bankCardNumber)           // "3782 822463 10005"
    /// number.formatted(.bankCardNumber.masked)    // "•••• •••••• •0005"
    /// try BankCardNumber.FormatStyle().parseStrategy.parse("3782-822463-10005") // the same number
    /// ```
    ///
    /// In SwiftUI, `Text(number, format: .bankCardNumber)` shows it. The style is `Codable` and
    /// `Hashable` through its ``options``, which only parsing uses: the text written for a number
    /// is always its ``BankCardNumber/formattedString``, every digit of it.
    public struct FormatStyle: Foundation.ParseableFormatStyle, Sendable {
        /// The options of the card number field whose reading of a paste ``parseStrategy``
        /// repeats.
        public var options: BankCardNumberTextInputOptions

        /// A style that reads text as a field with `options` does.
        ///
        /// ```swift
        /// let style = BankCardNumber.FormatStyle(options: .options(maxLength: 16))
        /// ```
        public init(options: BankCardNumberTextInputOptions = .options()) {
            self.options = options
        }

        /// The number grouped as its field shows it: "4111 1111 1111 1111", "3782 822463 10005".
        ///
        /// ```swift
        /// BankCardNumber.FormatStyle().format(try BankCardNumber(digitsString: "4111111111111111"))
        /// // "4111 1111 1111 1111"
        /// ```
        public func format(_ value: BankCardNumber) -> String {
            value.formattedString
        }

        /// Reads text as a card number field with ``options`` reads a paste.
        ///
        /// ```swift
        /// try BankCardNumber.FormatStyle().parseStrategy.parse("4111 1111 1111 1111").isValid // true
        /// ```
        public var parseStrategy: BankCardNumber.ParseStrategy {
            BankCardNumber.ParseStrategy(options: options)
        }

        /// The same grouping with every digit but the last four hidden, for showing which card
        /// was used: "•••• •••• •••• 1111".
        ///
        /// ```swift
        /// try BankCardNumber(digitsString: "4111111111111111").formatted(.bankCardNumber.masked)
        /// // "•••• •••• •••• 1111"
        /// ```
        public var masked: Masked {
            Masked()
        }
    }

    /// Reads a card number from text as a card number field reads a paste: digits of any script
    /// are kept and everything else is dropped ("4111-1111 1111.1111"), and digits past the
    /// longest length of the number's brand, or `options.maxLength` for an unknown brand, are
    /// not taken.
    ///
    /// ```swift
    /// let strategy = BankCardNumber.ParseStrategy(options: .options())
    /// try strategy.parse("4111-1111-1111-1111").formattedString // "4111 1111 1111 1111"
    /// ```
    ///
    /// A number it reads may still fail the Luhn check: check ``BankCardNumber/isValid``, as for
    /// a field's value.
    public struct ParseStrategy: Foundation.ParseStrategy, Sendable {
        /// The options of the card number field whose reading of a paste this repeats.
        public var options: BankCardNumberTextInputOptions

        /// A strategy that reads text as a field with `options` does.
        ///
        /// ```swift
        /// let strategy = BankCardNumber.ParseStrategy(options: .options(maxLength: 16))
        /// ```
        public init(options: BankCardNumberTextInputOptions = .options()) {
            self.options = options
        }

        /// The number a card number field holds once `value` is pasted into it.
        ///
        /// ```swift
        /// try BankCardNumber.ParseStrategy().parse(" 4242 4242 4242 4242 ").lastFourDigits // "4242"
        /// ```
        ///
        /// - Throws: ``TextInputParseError`` when the text holds no digit; the error shows the
        ///   text with its digits hidden but the last four.
        public func parse(_ value: String) throws -> BankCardNumber {
            try TextInputFormats.bankCardNumber(options).parsedValue(value)
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

extension BankCardNumber.FormatStyle {
    /// Writes a card number as its field shows it with every digit but the last four hidden, as
    /// the field's events and the number's `description` hide them: "•••• •••• •••• 1111". A
    /// number of four digits or fewer shows none. It cannot be parsed: the hidden digits are
    /// gone.
    ///
    /// ```swift
    /// let number = try BankCardNumber(digitsString: "5555555555554444")
    /// number.formatted(.bankCardNumber.masked) // "•••• •••• •••• 4444"
    /// ```
    public struct Masked: Foundation.FormatStyle, Sendable {
        /// The masked style, also written `.bankCardNumber.masked` where a style is expected.
        ///
        /// ```swift
        /// let style = BankCardNumber.FormatStyle.Masked()
        /// ```
        public init() {}

        /// The number grouped as its field shows it, its digits but the last four as "•".
        ///
        /// ```swift
        /// BankCardNumber.FormatStyle.Masked().format(try BankCardNumber(digitsString: "378282246310005"))
        /// // "•••• •••••• •0005"
        /// ```
        public func format(_ value: BankCardNumber) -> String {
            BankCardNumber.redacted(value.formattedString)
        }
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
