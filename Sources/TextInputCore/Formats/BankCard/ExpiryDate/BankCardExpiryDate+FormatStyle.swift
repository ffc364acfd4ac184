import Foundation

extension BankCardExpiryDate {
    /// Writes an expiry date as its field shows it, "MM/YY", and reads text the way the field
    /// reads a paste ("12/2034", "1234", "12 / 34", "Exp. 12/34").
    ///
    /// ```swift
    /// let expiry = try BankCardExpiryDate(month: 3, year: 2031)
    /// expiry.formatted(.bankCardExpiryDate)                   // "03/31"
    /// try BankCardExpiryDate.FormatStyle().parse("3/2031")    // March 2031
    /// ```
    ///
    /// The style is its own parse strategy, as Foundation's `Date.ISO8601FormatStyle` is. In
    /// SwiftUI, `Text(expiry, format: .bankCardExpiryDate)` shows it.
    ///
    /// The field's ``BankCardExpiryDateTextInputOptions`` tell "now" with a closure, which can be
    /// neither encoded nor compared; the style keeps what that closure stands for as data
    /// instead, ``calendar`` and ``currentDate``, and is `Codable` and `Hashable` through them.
    public struct FormatStyle: Foundation.ParseableFormatStyle, Foundation.ParseStrategy, Sendable {
        /// The calendar that tells the year two-digit years are read near; Gregorian by default.
        public var calendar: Calendar
        /// The date two-digit years are read near; nil for the moment of each parse, as a field
        /// with default options reads them.
        public var currentDate: Date?

        /// A style that reads two-digit years near `currentDate` in `calendar`.
        ///
        /// ```swift
        /// let june2025 = Date(timeIntervalSince1970: 1_750_000_000)
        /// let style = BankCardExpiryDate.FormatStyle(currentDate: june2025)
        /// ```
        public init(calendar: Calendar = Calendar(identifier: .gregorian), currentDate: Date? = nil) {
            self.calendar = calendar
            self.currentDate = currentDate
        }

        /// The date as its field shows it: "12/34".
        ///
        /// ```swift
        /// BankCardExpiryDate.FormatStyle().format(try BankCardExpiryDate(month: 12, year: 2034)) // "12/34"
        /// ```
        public func format(_ value: BankCardExpiryDate) -> String {
            BankCardExpiryDateSerializer.text(month: value.month, twoDigitYear: value.twoDigitYear)
        }

        /// The style itself: it reads text as an expiry date field reads a paste, two-digit
        /// years near ``currentDate``.
        ///
        /// ```swift
        /// try BankCardExpiryDate.FormatStyle().parseStrategy.parse("12-34").month // 12
        /// ```
        public var parseStrategy: Self {
            self
        }

        /// The date an expiry date field holds once `value` is pasted into it: "12/2034",
        /// "1234", "12 / 34", "12-34", "122034" and "Exp. 12/34" are December 2034, "1/2034"
        /// January. A two-digit year is read in the century around ``currentDate``'s year, as
        /// ``BankCardExpiryDate/init(month:twoDigitYear:relativeTo:calendar:)`` reads it.
        ///
        /// ```swift
        /// let june2025 = Date(timeIntervalSince1970: 1_750_000_000)
        /// try BankCardExpiryDate.FormatStyle(currentDate: june2025).parse("Exp. 12/34").year // 2034
        /// ```
        ///
        /// - Throws: ``TextInputParseError`` when the field refuses the text ("13/34") or it is
        ///   no complete date ("12/3").
        public func parse(_ value: String) throws -> BankCardExpiryDate {
            let currentDate = currentDate
            let options = BankCardExpiryDateTextInputOptions.options(calendar: calendar, currentDate: { currentDate ?? Date() })
            return try TextInputFormats.bankCardExpiryDate(options).parsedValue(value)
        }
    }

    /// The date written by `style`.
    ///
    /// ```swift
    /// try BankCardExpiryDate(month: 12, year: 2034).formatted(.bankCardExpiryDate) // "12/34"
    /// ```
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == BankCardExpiryDate {
        style.format(self)
    }
}

extension FormatStyle where Self == BankCardExpiryDate.FormatStyle {
    /// An expiry date as its field shows it: "12/34".
    ///
    /// ```swift
    /// try BankCardExpiryDate(month: 12, year: 2034).formatted(.bankCardExpiryDate) // "12/34"
    /// ```
    public static var bankCardExpiryDate: Self {
        Self()
    }
}
