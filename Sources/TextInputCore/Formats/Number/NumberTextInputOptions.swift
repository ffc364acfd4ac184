import Foundation

/// How a number field behaves: its locale, how many fraction digits it takes, its bounds, and
/// whether it takes negative numbers and shows grouping separators.
///
/// ```swift
/// let options = NumberTextInputOptions.options(
///     locale: Locale(identifier: "de_DE"), maximumFractionDigits: 2, maximum: 10_000)
/// let format = TextInputFormats.decimal(options)
/// ```
///
/// For ``TextInputFormats/percent(_:)`` the fraction digits and bounds speak of the number
/// shown: 12.5 for "12.5 %", whose value is 0.125.
public struct NumberTextInputOptions: Hashable, Sendable {
    /// The locale whose digits, separators and symbols the field shows.
    public var locale: Locale
    /// The most fraction digits the field takes; nil for the style's own (the currency's for
    /// ``TextInputFormats/currency(code:_:)``, Foundation's default for the others).
    public var maximumFractionDigits: Int?
    /// The smallest number that is a value; a smaller one can be typed but has no value.
    public var minimum: Decimal?
    /// The largest number the field takes: an edit that would exceed it is refused.
    public var maximum: Decimal?
    /// Whether a minus sign may make the number negative.
    public var allowsNegative: Bool
    /// Whether the integer part shows the locale's grouping separators.
    public var usesGrouping: Bool

    /// Options with every setting given.
    public init(
        locale: Locale,
        maximumFractionDigits: Int?,
        minimum: Decimal?,
        maximum: Decimal?,
        allowsNegative: Bool,
        usesGrouping: Bool
    ) {
        self.locale = locale
        self.maximumFractionDigits = maximumFractionDigits.map { Swift.max(0, $0) }
        self.minimum = minimum
        self.maximum = maximum
        self.allowsNegative = allowsNegative
        self.usesGrouping = usesGrouping
    }

    /// Options for a number field; every parameter has a default.
    ///
    /// - Parameters:
    ///   - locale: The locale of digits, separators and symbols; the user's by default.
    ///   - maximumFractionDigits: The most fraction digits; nil for the style's own. A negative
    ///     count is taken as 0.
    ///   - minimum: The smallest number with a value; nil for none.
    ///   - maximum: The largest number the field takes; nil for none.
    ///   - allowsNegative: Whether a minus sign is taken; false by default.
    ///   - usesGrouping: Whether grouping separators are shown; true by default.
    ///
    /// ```swift
    /// let options = NumberTextInputOptions.options(locale: Locale(identifier: "en_IN"))
    /// ```
    public static func options(
        locale: Locale = .current,
        maximumFractionDigits: Int? = nil,
        minimum: Decimal? = nil,
        maximum: Decimal? = nil,
        allowsNegative: Bool = false,
        usesGrouping: Bool = true
    ) -> NumberTextInputOptions {
        NumberTextInputOptions(
            locale: locale,
            maximumFractionDigits: maximumFractionDigits,
            minimum: minimum,
            maximum: maximum,
            allowsNegative: allowsNegative,
            usesGrouping: usesGrouping
        )
    }
}
