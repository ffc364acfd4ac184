import Foundation

/// Options of ``TextInputFormats/date(_:)``: whose order and separators the field writes, the
/// time zone its days start in, and the earliest and latest day it takes.
///
/// ```swift
/// let options = DateTextInputOptions.options(
///     locale: Locale(identifier: "de_DE"),
///     maximum: Date())                       // a date of birth: today at the latest
/// let format = TextInputFormats.date(options)
/// ```
///
/// The options are `Codable`, for options that come from a server or a settings file; any
/// options make a working format, and ``validated()`` reports a setting that makes no sense.
public struct DateTextInputOptions: Hashable, Sendable, Codable {
    /// The locale whose numeric date the field writes.
    package var locale: Locale
    /// The time zone the value's days start in.
    package var timeZone: TimeZone
    /// The earliest day the field takes, as the day it falls on in ``timeZone``.
    package var minimum: Date?
    /// The latest day the field takes, as the day it falls on in ``timeZone``.
    package var maximum: Date?

    /// Options for a date field; every parameter has a default.
    ///
    /// The value is the start of the typed day in `timeZone`, in the proleptic Gregorian
    /// calendar of ISO 8601 (Gregorian before 1582 too, unlike Foundation's `Calendar`). UTC, by
    /// default, names the day the same for everyone who reads it (a date of birth typed in Tokyo
    /// is the same day in New York) and is the day ISO 8601's date-only form means; pass
    /// `.current` to compare the value with `Date()` in the user's own day.
    ///
    /// ```swift
    /// let options = DateTextInputOptions.options(locale: Locale(identifier: "ja_JP"), timeZone: .current)
    /// ```
    ///
    /// - Parameters:
    ///   - locale: The locale whose order and separators the field writes; the user's by default.
    ///   - timeZone: The time zone the value's days start in, and that tells the day of the
    ///     bounds; UTC by default.
    ///   - minimum: The earliest day the field takes, or nil for none.
    ///   - maximum: The latest day the field takes, or nil for none; a maximum before the
    ///     minimum is swapped with it.
    public static func options(
        locale: Locale = .current,
        timeZone: TimeZone = .gmt,
        minimum: Date? = nil,
        maximum: Date? = nil
    ) -> DateTextInputOptions {
        DateTextInputOptions(locale: locale, timeZone: timeZone, minimum: minimum, maximum: maximum)
    }

    /// These options, when every setting makes sense.
    ///
    /// ``TextInputFormats/date(_:)`` never needs it: it takes any options, swapping bounds in
    /// the wrong order. Call it where a wrong setting should be noticed.
    ///
    /// ```swift
    /// let options = try DateTextInputOptions.options(minimum: Date(timeIntervalSince1970: 0)).validated()
    /// ```
    ///
    /// - Throws: ``TextInputConfigurationError`` for a maximum on a day before the minimum's, or
    ///   a bound outside the years 1…9999, which the field cannot write.
    public func validated() throws(TextInputConfigurationError) -> DateTextInputOptions {
        for (bound, setting) in [(minimum, TextInputConfigurationError.Setting.dateMinimum), (maximum, .dateMaximum)] {
            if let bound, CalendarDay(bound, in: timeZone) == nil { throw .dateBoundOutOfRange(setting, bound) }
        }
        if let minimum, let maximum, let first = CalendarDay(minimum, in: timeZone), let last = CalendarDay(maximum, in: timeZone), last < first {
            throw .dateMaximumBeforeMinimum(minimum: minimum, maximum: maximum)
        }
        return self
    }

    /// The days the field takes: the bounds' days in order, one open end reaching to the year
    /// 1 or 9999, a bound outside those years ignored; nil with no bound.
    var bounds: ClosedRange<CalendarDay>? {
        let first = minimum.flatMap { CalendarDay($0, in: timeZone) }
        let last = maximum.flatMap { CalendarDay($0, in: timeZone) }
        guard first != nil || last != nil else { return nil }
        let lower = first ?? CalendarDay(year: 1, month: 1, day: 1)
        let upper = last ?? CalendarDay(year: 9999, month: 12, day: 31)
        return Swift.min(lower, upper)...Swift.max(lower, upper)
    }
}
