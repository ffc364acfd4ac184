import Foundation

/// Dates as VoiceOver says them: in words, in the language of the locale it speaks, in the
/// proleptic Gregorian calendar the date formats read their texts in (Gregorian before 15
/// October 1582 too, where Foundation's Gregorian calendar would turn Julian and say 14 October
/// 1582 as "October 4, 1582").
///
/// ```swift
/// SpokenDate.monthAndYear(month: 12, year: 2027, locale: Locale(identifier: "en_US"))   // "December 2027"
/// ```
enum SpokenDate {
    /// The day `date` starts in `timeZone`, in words: "December 31, 1999", "31. Dezember 1999".
    static func day(_ date: Date, timeZone: TimeZone, locale: Locale) -> String {
        let formatter = formatter(timeZone: timeZone, locale: locale)
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    /// A month of a year, in words: "December 2027", "Dezember 2027", "2027年12月".
    static func monthAndYear(month: Int, year: Int, locale: Locale) -> String {
        let formatter = formatter(timeZone: .gmt, locale: locale)
        formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
        let components = DateComponents(year: year, month: month, day: 1)
        return formatter.calendar.date(from: components).map(formatter.string(from:)) ?? ""
    }

    private static func formatter(timeZone: TimeZone, locale: Locale) -> DateFormatter {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = locale
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.locale = locale
        formatter.timeZone = timeZone
        // The Gregorian rules from the first day a `Date` names, on Apple's platforms and Linux.
        formatter.gregorianStartDate = .distantPast
        return formatter
    }
}
