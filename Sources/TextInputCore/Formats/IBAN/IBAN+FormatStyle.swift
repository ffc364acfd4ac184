import Foundation

extension IBAN {
    /// Writes an IBAN as its field shows it, in groups of four, and reads text the way the field
    /// reads a paste.
    ///
    /// ```swift
    /// let iban = try IBAN(electronicFormat: "GB82WEST12345698765432")
    /// iban.formatted(.iban)                                      // "GB82 WEST 1234 5698 7654 32"
    /// try IBAN.FormatStyle().parse("gb82-west-1234-5698-7654-32") // the same IBAN
    /// ```
    ///
    /// The style is its own parse strategy, as Foundation's `Date.ISO8601FormatStyle` is. In
    /// SwiftUI, `Text(iban, format: .iban)` shows it. It has no settings: every style is equal
    /// to every other, and encodes as an empty object.
    public struct FormatStyle: Foundation.ParseableFormatStyle, Foundation.ParseStrategy, Sendable {
        /// The style.
        ///
        /// ```swift
        /// let style = IBAN.FormatStyle()
        /// ```
        public init() {}

        /// The IBAN in groups of four, as its field shows it: ``IBAN/formattedString``.
        ///
        /// ```swift
        /// IBAN.FormatStyle().format(try IBAN(electronicFormat: "NO9386011117947")) // "NO93 8601 1117 947"
        /// ```
        public func format(_ value: IBAN) -> String {
            value.formattedString
        }

        /// The style itself: it reads text as an IBAN field reads a paste.
        ///
        /// ```swift
        /// try IBAN.FormatStyle().parseStrategy.parse("GB82 WEST 1234 5698 7654 32").isValid // true
        /// ```
        public var parseStrategy: Self {
            self
        }

        /// The IBAN an IBAN field holds once `value` is pasted into it: ASCII letters,
        /// upper-cased, and digits are kept and everything else is dropped
        /// ("gb82-west-1234-5698-7654-32", " GB82WEST12345698765432 "), and characters past the
        /// length of the country the first two letters name are not taken.
        ///
        /// ```swift
        /// try IBAN.FormatStyle().parse("de89 3704 0044 0532 0130 00").countryCode // "DE"
        /// ```
        ///
        /// An IBAN it reads may still be invalid: check ``IBAN/isValid``, as for a field's value.
        ///
        /// - Throws: ``TextInputParseError`` when the text holds no ASCII letter or digit, which
        ///   an IBAN field refuses as a paste. The error shows the text with every letter and
        ///   digit hidden, as the field's events do: "ＤＥ８９" shows as "••••".
        public func parse(_ value: String) throws -> IBAN {
            try TextInputFormats.iban().parsedValue(value)
        }
    }

    /// The IBAN written by `style`.
    ///
    /// ```swift
    /// try IBAN(electronicFormat: "GB82WEST12345698765432").formatted(.iban) // "GB82 WEST 1234 5698 7654 32"
    /// ```
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == IBAN {
        style.format(self)
    }
}

extension FormatStyle where Self == IBAN.FormatStyle {
    /// An IBAN as its field shows it: "GB82 WEST 1234 5698 7654 32".
    ///
    /// ```swift
    /// try IBAN(electronicFormat: "GB82WEST12345698765432").formatted(.iban) // "GB82 WEST 1234 5698 7654 32"
    /// ```
    public static var iban: Self {
        Self()
    }
}
