import Foundation

/// A day of the proleptic Gregorian calendar, as a date field's parts name it: the year (1…9999),
/// the month (1…12) and the day of the month.
///
/// The field decides with it, digit by digit, whether a date can still exist; the rules are the
/// Gregorian calendar's own (30 days hath September, and the leap years), and a complete day is
/// counted out into a `Date`, so a keystroke never asks a `Calendar`.
struct CalendarDay: Hashable, Comparable, Sendable {
    var year: Int
    var month: Int
    var day: Int

    /// The days of `month` in `year`.
    static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 4, 6, 9, 11: 30
        case 2: isLeapYear(year) ? 29 : 28
        default: 31
        }
    }

    /// Whether `year` has a 29 February: every fourth year, but not every hundredth, but every
    /// four hundredth.
    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The day `date` falls on in `timeZone`, or nil when its year is outside 1…9999.
    init?(_ date: Date, in timeZone: TimeZone) {
        let seconds = date.timeIntervalSince1970 + TimeInterval(Self.isUTC(timeZone) ? 0 : timeZone.secondsFromGMT(for: date))
        guard seconds.isFinite, abs(seconds) < 1e14 else { return nil }
        self.init(daysSince1970: Int((seconds / 86_400).rounded(.down)))
        guard (1...9999).contains(year) else { return nil }
    }

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The start of the day in `timeZone`: its midnight, or where a change of clocks skips
    /// midnight, the first moment the day has.
    func date(in timeZone: TimeZone) -> Date {
        let midnightUTC = TimeInterval(daysSince1970) * 86_400
        if Self.isUTC(timeZone) {
            return Date(timeIntervalSince1970: midnightUTC)
        }
        // The offset at midnight UTC is the one at local midnight unless clocks change in
        // between; the second guess is then right, except on a day whose midnight is skipped.
        var date = Date(timeIntervalSince1970: midnightUTC - TimeInterval(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: midnightUTC))))
        date = Date(timeIntervalSince1970: midnightUTC - TimeInterval(timeZone.secondsFromGMT(for: date)))
        if CalendarDay(date, in: timeZone) != self, let transition = timeZone.nextDaylightSavingTimeTransition(after: date) {
            return transition
        }
        return date
    }

    private static func isUTC(_ timeZone: TimeZone) -> Bool {
        timeZone.identifier == "GMT" || timeZone.identifier == "UTC"
    }

    // MARK: - Counting days
    //
    // Counted in eras of 400 years, each of which repeats the same 146,097 days (after Howard
    // Hinnant's `days_from_civil` and `civil_from_days`), so that the field's days are ISO
    // 8601's proleptic Gregorian ones in every year. Foundation's Gregorian calendar is Julian
    // before October 1582, so it would give 29 February 1500 and lose 5…14 October 1582.

    /// The days from 1 January 1970 to this day.
    var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` after 1 January 1970.
    init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
