import Foundation

/// A day of the proleptic Gregorian calendar, as a date field's parts name it: the year (1…9999),
/// the month (1…12) and the day of the month.
///
/// The field decides with it, digit by digit, whether a date can still exist; the rules are the
/// Gregorian calendar's own (30 days hath September, and the leap years), so they need no
/// `Calendar` per keystroke. `Calendar` turns a complete day into a `Date` once.
struct CalendarDay: Hashable, Comparable, Sendable {
    var year: Int
    var month: Int
    var day: Int

    /// The days of `month` in `year`; with no year yet, the most the month can have (29 for
    /// February), so that "29.02." stays typeable until the year decides.
    static func days(inMonth month: Int, year: Int?) -> Int {
        switch month {
        case 4, 6, 9, 11: 30
        case 2: year.map(isLeapYear) == false ? 28 : 29
        default: 31
        }
    }

    /// Whether `year` has a 29 February: every fourth year, but not every hundredth, but every
    /// four hundredth.
    static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// Whether the day exists: a year 1…9999, a month 1…12, and a day its month has in that year.
    var exists: Bool {
        (1...9999).contains(year) && (1...12).contains(month) && (1...Self.days(inMonth: month, year: year)).contains(day)
    }

    /// The day `date` falls on in `calendar` (whose time zone decides), or nil when its year is
    /// outside 1…9999.
    init?(_ date: Date, in calendar: Calendar) {
        let components = calendar.dateComponents([.era, .year, .month, .day], from: date)
        guard components.era == 1, let year = components.year, let month = components.month, let day = components.day,
              (1...9999).contains(year)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The start of the day in `calendar`, nil if the calendar cannot make it.
    func date(in calendar: Calendar) -> Date? {
        calendar.date(from: DateComponents(era: 1, year: year, month: month, day: day))
    }

    static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
