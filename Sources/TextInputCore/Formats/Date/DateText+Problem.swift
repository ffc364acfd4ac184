extension DateText {
    /// Why no day within `bounds` can complete the text, part by part: its month is none
    /// (``TextInputAnnouncement/Reason/monthNotValid``: "13"), its day is none of its month's
    /// (``TextInputAnnouncement/Reason/dayNotValid``: "32", 31 April, 29 February 2023), its year
    /// has no day within the bounds (``TextInputAnnouncement/Reason/yearOutOfRange``: a year
    /// starting "0" before the year 1000), or the day lies outside them
    /// (``TextInputAnnouncement/Reason/dateOutOfRange``); nil when some day completes it.
    ///
    /// A part is completed by digits typed after its own, and a day or a month of one digit also
    /// by the zero a separator pads it with: day "3" can be the 3rd, the 30th or the 31st. So a
    /// text typed from its start is never said to have a problem while a day within the bounds
    /// begins with it, and no more digits help one that has: the formatter refuses the digit
    /// that makes one, and a status of such a text is invalid. With `readingIncompleteParts`
    /// false, an incomplete part may become any value (a digit can still go in front of a year
    /// "02" a deletion left): only complete parts can have a problem then.
    func problem(within bounds: ClosedRange<CalendarDay>, readingIncompleteParts: Bool = true) -> TextInputAnnouncement.Reason? {
        let months = candidates(of: .month, readingIncompletePart: readingIncompleteParts)
        guard months != 0 else { return .monthNotValid }
        let days = candidates(of: .day, readingIncompletePart: readingIncompleteParts)
        guard days != 0 else { return .dayNotValid }
        guard let years = candidateYears(readingIncompletePart: readingIncompleteParts) else { return .yearOutOfRange }
        // The first candidate day fits a candidate month in a common year, or only in a leap year
        // (29 February), or in none.
        let firstDay = days.trailingZeroBitCount
        var mostDays = (common: 0, leap: 0)
        for month in 1...12 where months & (1 << month) != 0 {
            mostDays.common = max(mostDays.common, CalendarDay.days(inMonth: month, year: 2001))
            mostDays.leap = max(mostDays.leap, CalendarDay.days(inMonth: month, year: 2000))
        }
        let needsLeapYear = firstDay > mostDays.common
        guard firstDay <= mostDays.leap, !needsLeapYear || Self.hasLeapYear(in: years) else { return .dayNotValid }

        let (first, last) = (bounds.lowerBound, bounds.upperBound)
        guard years.overlaps(first.year...last.year) else { return .yearOutOfRange }
        // A year strictly between the bounds' years takes every day it has; the bounds' own
        // years only the days on their side of the bound.
        let innerYears = (lowest: max(years.lowerBound, first.year + 1), highest: min(years.upperBound, last.year - 1))
        if innerYears.lowest <= innerYears.highest, !needsLeapYear || Self.hasLeapYear(in: innerYears.lowest...innerYears.highest) {
            return nil
        }
        for year in [first.year, last.year] where years.contains(year) {
            if hasDay(in: year, months: months, days: days, within: bounds) { return nil }
        }
        return .dateOutOfRange
    }

    /// The values the day or the month can still take, bit `v` for value `v`.
    private func candidates(of part: DateTextLayout.Part, readingIncompletePart: Bool) -> UInt64 {
        guard let index = layout.parts.firstIndex(of: part) else { return 0 }
        let digits = digits[index]
        let most = part == .month ? 12 : 31
        switch digits.count {
        case 0:
            return Self.values(1, most)
        case 1 where !readingIncompletePart:
            return Self.values(1, most)
        case 1:
            // Typed after: "1" as a month is 10…12. Padded by a separator: "1/" is 01.
            let tens = 10 * Int(digits[0])
            let typedAfter = tens <= most ? Self.values(max(tens, 1), min(tens + 9, most)) : 0
            return typedAfter | (digits[0] == 0 ? 0 : 1 << UInt64(digits[0]))
        case 2:
            let value = digits.value
            return (1...most).contains(value) ? 1 << UInt64(value) : 0
        default:
            return 0
        }
    }

    /// The years the year's digits begin, within 1…9999; nil for none ("0000").
    private func candidateYears(readingIncompletePart: Bool) -> ClosedRange<Int>? {
        guard let index = layout.parts.firstIndex(of: .year), digits[index].count <= 4 else { return nil }
        if digits[index].count < 4, !readingIncompletePart { return 1...9999 }
        let scale = (digits[index].count..<4).reduce(1) { product, _ in product * 10 }
        let lowest = digits[index].value * scale
        let highest = min(lowest + scale - 1, 9999)
        return max(lowest, 1) <= highest ? max(lowest, 1)...highest : nil
    }

    /// Whether a candidate month of `year` has a candidate day within `bounds`.
    private func hasDay(in year: Int, months: UInt64, days: UInt64, within bounds: ClosedRange<CalendarDay>) -> Bool {
        let (first, last) = (bounds.lowerBound, bounds.upperBound)
        let firstMonth = year == first.year ? first.month : 1
        let lastMonth = year == last.year ? last.month : 12
        guard firstMonth <= lastMonth else { return false }
        for month in firstMonth...lastMonth where months & (1 << month) != 0 {
            let firstDay = year == first.year && month == first.month ? first.day : 1
            var lastDay = CalendarDay.days(inMonth: month, year: year)
            if year == last.year, month == last.month { lastDay = min(lastDay, last.day) }
            if firstDay <= lastDay, days & Self.values(firstDay, lastDay) != 0 { return true }
        }
        return false
    }

    /// The bits of the values `lowest…highest`, both at most 63.
    private static func values(_ lowest: Int, _ highest: Int) -> UInt64 {
        (UInt64(1) << UInt64(highest + 1) &- 1) & ~((UInt64(1) << UInt64(lowest)) &- 1)
    }

    /// Whether `years` holds a leap year: any nine years in a row do (1896 and 1904 are eight
    /// apart), so at most nine are asked.
    private static func hasLeapYear(in years: ClosedRange<Int>) -> Bool {
        (years.lowerBound...min(years.upperBound, years.lowerBound + 8)).contains(where: CalendarDay.isLeapYear)
    }
}
