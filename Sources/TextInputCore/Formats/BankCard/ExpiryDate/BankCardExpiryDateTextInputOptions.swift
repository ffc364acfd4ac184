import Foundation

/// Options of ``TextInputFormats/bankCardExpiryDate(_:)``: where "now" is, to read two-digit
/// years.
///
/// ```swift
/// let calendar = Calendar(identifier: .gregorian)
/// let fixed = calendar.date(from: DateComponents(year: 2025, month: 6, day: 1))!
/// let format = TextInputFormats.bankCardExpiryDate(.options(calendar: calendar, currentDate: { fixed }))
/// ```
public struct BankCardExpiryDateTextInputOptions: Sendable {
    /// The calendar that tells the current year.
    public let calendar: Calendar
    /// The current date; injectable for tests.
    public let currentDate: @Sendable () -> Date

    /// Options for an expiry date field. A typed year "YY" is the year ending in YY in the
    /// current century, or the next one's for "00"…"19" in a century's last 19 years (the
    /// previous one's for "81"…"99" in its first 20): in 2025 every "YY" is 20YY.
    ///
    /// ```swift
    /// let options = BankCardExpiryDateTextInputOptions.options()
    /// ```
    ///
    /// - Parameters:
    ///   - calendar: The calendar that tells the current year; Gregorian by default.
    ///   - currentDate: The current date; `Date()` by default.
    public static func options(
        calendar: Calendar = Calendar(identifier: .gregorian),
        currentDate: @escaping @Sendable () -> Date = { Date() }
    ) -> BankCardExpiryDateTextInputOptions {
        BankCardExpiryDateTextInputOptions(calendar: calendar, currentDate: currentDate)
    }

    /// The current year.
    var currentYear: Int {
        calendar.component(.year, from: currentDate())
    }
}
