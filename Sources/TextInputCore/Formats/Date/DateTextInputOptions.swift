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
    /// The first year the field takes when ``minimum`` is nil.
    package var minimumYear: Int

    /// The first year a date field takes when its options name neither a minimum nor a minimum
    /// year: 1000, the first year written without a leading zero (see
    /// ``options(locale:timeZone:minimum:maximum:minimumYear:)``).
    ///
    /// ```swift
    /// DateTextInputOptions.defaultMinimumYear   // 1000
    /// ```
    public static let defaultMinimumYear = 1000

    /// Options for a date field; every parameter has a default.
    ///
    /// The days are those of the proleptic Gregorian calendar of ISO 8601, in every year (the
    /// Gregorian rules before 1582 too, unlike Foundation's `Calendar`, which turns Julian before
    /// 15 October 1582): the text, the value and what VoiceOver says name the same day. The
    /// value is the start of the typed day in `timeZone`. UTC, by default, names the day the same
    /// for everyone who reads it (a date of birth typed in Tokyo is the same day in New York) and
    /// is the day ISO 8601's date-only form means; pass `.current` to compare the value with
    /// `Date()` in the user's own day.
    ///
    /// Without a `minimum`, the field takes the years from `minimumYear`, 1000 by default: a
    /// year before it begins with a zero, which a slip types ("0202" for 2020) far more often
    /// than anyone means a date of the first millennium, while every date of the last thousand
    /// years stays, 1582's change of calendars included. Pass `minimumYear: 1` for every year the
    /// field can write, or a later one (1900 for a date of birth) to refuse more slips.
    ///
    /// ```swift
    /// let options = DateTextInputOptions.options(locale: Locale(identifier: "ja_JP"), timeZone: .current)
    /// let history = DateTextInputOptions.options(locale: Locale(identifier: "en_GB"), minimumYear: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - locale: The locale whose order and separators the field writes; the user's by default.
    ///   - timeZone: The time zone the value's days start in, and that tells the day of the
    ///     bounds; UTC by default.
    ///   - minimum: The earliest day the field takes, or nil for 1 January of `minimumYear`.
    ///   - maximum: The latest day the field takes, or nil for none; a maximum before the
    ///     minimum is swapped with it.
    ///   - minimumYear: The first year the field takes when `minimum` is nil; 1000 by default,
    ///     taken as the nearest of 1…9999, and not applied to a `maximum` before it.
    public static func options(
        locale: Locale = .current,
        timeZone: TimeZone = .gmt,
        minimum: Date? = nil,
        maximum: Date? = nil,
        minimumYear: Int = defaultMinimumYear
    ) -> DateTextInputOptions {
        DateTextInputOptions(locale: locale, timeZone: timeZone, minimum: minimum, maximum: maximum, minimumYear: minimumYear)
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
    /// - Throws: ``TextInputConfigurationError`` for a maximum on a day before the minimum's, a
    ///   bound outside the years 1…9999, which the field cannot write, a minimum year outside
    ///   them, or, without a minimum, a maximum before the minimum year.
    public func validated() throws(TextInputConfigurationError) -> DateTextInputOptions {
        for (bound, setting) in [(minimum, TextInputConfigurationError.Setting.dateMinimum), (maximum, .dateMaximum)] {
            if let bound, CalendarDay(bound, in: timeZone) == nil { throw .dateBoundOutOfRange(setting, bound) }
        }
        guard (1...9999).contains(minimumYear) else { throw .outOfRange(.dateMinimumYear, value: minimumYear, allowed: 1...9999) }
        if let minimum, let maximum, let first = CalendarDay(minimum, in: timeZone), let last = CalendarDay(maximum, in: timeZone), last < first {
            throw .dateMaximumBeforeMinimum(minimum: minimum, maximum: maximum)
        }
        if minimum == nil, let maximum, let last = CalendarDay(maximum, in: timeZone), last.year < minimumYear {
            throw .dateMaximumBeforeMinimumYear(maximum: maximum, minimumYear: minimumYear)
        }
        return self
    }

    /// The days the field takes: the bounds' days in order, a missing or unwritable minimum
    /// taken as 1 January of the minimum year (of the year 1 when the maximum comes before
    /// it), a missing or unwritable maximum as 31 December 9999.
    var bounds: ClosedRange<CalendarDay> {
        let first = minimum.flatMap { CalendarDay($0, in: timeZone) }
        let last = maximum.flatMap { CalendarDay($0, in: timeZone) }
        let earliest = CalendarDay(year: 1, month: 1, day: 1)
        let firstOfMinimumYear = CalendarDay(year: min(max(minimumYear, 1), 9999), month: 1, day: 1)
        let lower = first ?? (last.map { $0 < firstOfMinimumYear } == true ? earliest : firstOfMinimumYear)
        let upper = last ?? CalendarDay(year: 9999, month: 12, day: 31)
        return min(lower, upper)...max(lower, upper)
    }

    /// The day `date` falls on in ``timeZone``, as ISO 8601 writes it ("1582-10-14"), in the
    /// field's proleptic Gregorian calendar; nil outside the years 1…9999.
    package func iso8601Day(of date: Date) -> String? {
        guard let day = CalendarDay(date, in: timeZone) else { return nil }
        func digits(_ value: Int, _ count: Int) -> String {
            let written = String(value)
            return String(repeating: "0", count: max(count - written.count, 0)) + written
        }
        return "\(digits(day.year, 4))-\(digits(day.month, 2))-\(digits(day.day, 2))"
    }
}

extension DateTextInputOptions {
    /// Decodes options saved by `encode(to:)`; options without a minimum year take
    /// ``defaultMinimumYear``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            locale: try container.decode(Locale.self, forKey: .locale),
            timeZone: try container.decode(TimeZone.self, forKey: .timeZone),
            minimum: try container.decodeIfPresent(Date.self, forKey: .minimum),
            maximum: try container.decodeIfPresent(Date.self, forKey: .maximum),
            minimumYear: try container.decodeIfPresent(Int.self, forKey: .minimumYear) ?? Self.defaultMinimumYear)
    }
}
