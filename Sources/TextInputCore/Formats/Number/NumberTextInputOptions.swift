import Foundation

/// How a number field behaves: its locale, how many fraction digits it takes, its bounds,
/// whether it takes negative numbers and shows grouping separators, and where typed digits go.
///
/// ```swift
/// let options = NumberTextInputOptions.options(
///     locale: Locale(identifier: "de_DE"), maximumFractionDigits: 2, maximum: 10_000)
/// let format = TextInputFormats.decimal(options)
/// ```
///
/// For ``TextInputFormats/percent(_:)`` the fraction digits and bounds speak of the number
/// shown: 12.5 for "12.5 %", whose value is 0.125.
///
/// Any options make a working format: an impossible setting falls back as the setting says
/// (fraction digits outside 0…38 are clamped, a NaN bound is ignored, bounds in the wrong order
/// are swapped). ``validated(currencyCode:)`` reports such a setting instead.
public struct NumberTextInputOptions: Hashable, Sendable {
    /// The locale whose digits, separators and symbols the field shows.
    public var locale: Locale
    /// The most fraction digits the field takes; nil for the style's own (the currency's for
    /// ``TextInputFormats/currency(code:_:)``, Foundation's default for the others).
    ///
    /// Kept as given; the formats clamp it to ``allowedMaximumFractionDigits`` (a negative
    /// count is taken as 0, more than 38 as 38).
    public var maximumFractionDigits: Int?
    /// The smallest number that is a value; a smaller one can be typed but has no value.
    ///
    /// `Decimal.nan` is ignored; a minimum above ``maximum`` is swapped with it.
    public var minimum: Decimal?
    /// The largest number the field takes: an edit that would exceed it is refused.
    ///
    /// `Decimal.nan` is ignored; a maximum below ``minimum`` is swapped with it.
    public var maximum: Decimal?
    /// Whether a minus sign may make the number negative.
    public var allowsNegative: Bool
    /// Whether the integer part shows the locale's grouping separators.
    public var usesGrouping: Bool
    /// Where typed digits go: into the integer part (``Entry/calculator``, the default) or in at
    /// the smallest unit, shifting left (``Entry/minorUnitsFirst``).
    public var entry: Entry

    /// Options with every setting given.
    package init(
        locale: Locale,
        maximumFractionDigits: Int?,
        minimum: Decimal?,
        maximum: Decimal?,
        allowsNegative: Bool,
        usesGrouping: Bool,
        entry: Entry = .calculator
    ) {
        self.locale = locale
        self.maximumFractionDigits = maximumFractionDigits
        self.minimum = minimum
        self.maximum = maximum
        self.allowsNegative = allowsNegative
        self.usesGrouping = usesGrouping
        self.entry = entry
    }

    /// Options for a number field; every parameter has a default.
    ///
    /// - Parameters:
    ///   - locale: The locale of digits, separators and symbols; the user's by default.
    ///   - maximumFractionDigits: The most fraction digits; nil for the style's own. A negative
    ///     count is taken as 0, more than 38 as 38 (``allowedMaximumFractionDigits``).
    ///   - minimum: The smallest number with a value; nil for none. NaN is ignored.
    ///   - maximum: The largest number the field takes; nil for none. NaN is ignored; a maximum
    ///     below `minimum` is swapped with it.
    ///   - allowsNegative: Whether a minus sign is taken; false by default.
    ///   - usesGrouping: Whether grouping separators are shown; true by default.
    ///   - entry: Where typed digits go; ``Entry/calculator`` by default, ``Entry/minorUnitsFirst``
    ///     for cents-first entry.
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
        usesGrouping: Bool = true,
        entry: Entry = .calculator
    ) -> NumberTextInputOptions {
        NumberTextInputOptions(
            locale: locale,
            maximumFractionDigits: maximumFractionDigits,
            minimum: minimum,
            maximum: maximum,
            allowsNegative: allowsNegative,
            usesGrouping: usesGrouping,
            entry: entry
        )
    }
}
