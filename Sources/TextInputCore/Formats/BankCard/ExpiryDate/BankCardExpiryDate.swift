import Foundation

/// The month and year a payment card expires: it is valid through the last day of that month.
///
/// ```swift
/// let date = try BankCardExpiryDate(month: 12, year: 2034)
/// date.isExpired(relativeTo: Date(), calendar: Calendar(identifier: .gregorian)) // false until 2035
/// date.dateComponents // DateComponents(year: 2034, month: 12)
/// ```
public struct BankCardExpiryDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The month, 1…12: `try BankCardExpiryDate(month: 12, year: 2034).month` is 12.
    public let month: Int
    /// The year, with four digits: `try BankCardExpiryDate(month: 12, year: 2034).year` is 2034.
    public let year: Int

    /// An expiry date.
    ///
    /// ```swift
    /// let date = try BankCardExpiryDate(month: 3, year: 2031)
    /// ```
    ///
    /// - Throws: ``TextInputParseError`` when `month` is not in 1…12 or `year` does not have
    ///   four digits (1000…9999); its text is "month/year" ("13/2030").
    public init(month: Int, year: Int) throws {
        guard (1...12).contains(month) else {
            throw TextInputParseError(text: "\(month)/\(year)", reason: "the month must be 1…12, not \(month)")
        }
        guard (1000...9999).contains(year) else {
            throw TextInputParseError(text: "\(month)/\(year)", reason: "the year must have four digits, not \(year)")
        }
        self.month = month
        self.year = year
    }

    /// An expiry date from a year written with two digits, as cards print it: the year is the
    /// one ending in `twoDigitYear` in the century of `referenceDate`'s year, except near the
    /// century's ends: in its last 19 years, "00"…"19" are the next century's; in its first 20,
    /// "81"…"99" are the previous one's.
    ///
    /// ```swift
    /// // In 2025: "34" is 2034, "80" is 2080, "99" is 2099. In 2090, "05" is 2105.
    /// let date = try BankCardExpiryDate(month: 12, twoDigitYear: 34)
    /// date.year // 2034
    /// ```
    ///
    /// - Throws: ``TextInputParseError`` when `month` is not in 1…12 or `twoDigitYear` not
    ///   in 0…99.
    public init(
        month: Int,
        twoDigitYear: Int,
        relativeTo referenceDate: Date = Date(),
        calendar: Calendar = Calendar(identifier: .gregorian)
    ) throws {
        guard (0...99).contains(twoDigitYear) else {
            throw TextInputParseError(text: "\(month)/\(twoDigitYear)", reason: "a two-digit year must be 0…99, not \(twoDigitYear)")
        }
        let referenceYear = calendar.component(.year, from: referenceDate)
        try self.init(month: month, year: Self.year(endingIn: twoDigitYear, near: referenceYear))
    }

    /// The year ending in `twoDigitYear` in `referenceYear`'s century, shifted by a century near
    /// its ends. The same window as Stripe's card form (stripe-android `DateUtils`
    /// `convertTwoDigitYearToFour`, read in 2025), so a date reads the same in both: a card
    /// typed in 2025 expires in the 2000s, and one typed in 2095 as "03" in 2103.
    static func year(endingIn twoDigitYear: Int, near referenceYear: Int) -> Int {
        let century = referenceYear - referenceYear % 100
        let yearOfCentury = referenceYear % 100
        if yearOfCentury > 80, twoDigitYear < 20 { return century + 100 + twoDigitYear }
        if yearOfCentury < 20, twoDigitYear > 80 { return century - 100 + twoDigitYear }
        return century + twoDigitYear
    }

    /// The last two digits of the year, as cards print it.
    ///
    /// ```swift
    /// try BankCardExpiryDate(month: 12, year: 2034).twoDigitYear // 34
    /// ```
    public var twoDigitYear: Int {
        year % 100
    }

    /// Whether the card has expired at `date`: it is valid through the last day of its month,
    /// in `calendar`.
    ///
    /// ```swift
    /// let date = try BankCardExpiryDate(month: 1, year: 2030)
    /// let calendar = Calendar(identifier: .gregorian)
    /// date.isExpired(relativeTo: calendar.date(from: DateComponents(year: 2030, month: 1, day: 31))!, calendar: calendar) // false
    /// date.isExpired(relativeTo: calendar.date(from: DateComponents(year: 2030, month: 2, day: 1))!, calendar: calendar)  // true
    /// ```
    public func isExpired(relativeTo date: Date, calendar: Calendar) -> Bool {
        let now = calendar.dateComponents([.year, .month], from: date)
        guard let currentYear = now.year, let currentMonth = now.month else { return false }
        return (year, month) < (currentYear, currentMonth)
    }

    /// The date as components: year and month.
    ///
    /// ```swift
    /// try BankCardExpiryDate(month: 12, year: 2034).dateComponents.month // 12
    /// ```
    public var dateComponents: DateComponents {
        DateComponents(year: year, month: month)
    }

    /// The expiry date of components with a year and a month; other components are ignored.
    ///
    /// ```swift
    /// let date = try BankCardExpiryDate(dateComponents: DateComponents(year: 2034, month: 12))
    /// ```
    ///
    /// - Throws: ``TextInputParseError`` when the year or the month is missing or out of range.
    public init(dateComponents: DateComponents) throws {
        guard let year = dateComponents.year, let month = dateComponents.month else {
            let written = "\(dateComponents.month.map(String.init) ?? "?")/\(dateComponents.year.map(String.init) ?? "?")"
            throw TextInputParseError(text: written, reason: "date components need a year and a month")
        }
        try self.init(month: month, year: year)
    }

    public static func < (lhs: BankCardExpiryDate, rhs: BankCardExpiryDate) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }

    /// The date as a card prints it: "12/34".
    public var description: String {
        BankCardExpiryDateSerializer.text(month: month, twoDigitYear: twoDigitYear)
    }
}
