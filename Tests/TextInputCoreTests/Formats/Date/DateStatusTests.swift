import Foundation
import Testing
import TextInputCore

/// A date's status: incomplete while a day within the bounds can still complete the text, valid
/// for such a day, invalid once none can.
struct DateStatusTests {
    nonisolated static let rows: [(text: String, status: TextInputValueStatus, why: String)] = [
        ("", .empty, "no text"),
        ("1", .incomplete, "10…12, or 01 with a separator"),
        ("02/", .incomplete, "the month alone"),
        ("02/3", .incomplete, "the 3rd, with a separator"),
        ("02/30", .invalid, "February has no 30th"),
        ("13", .invalid, "no month 13"),
        ("04/31", .invalid, "April has 30 days"),
        ("02/29/", .incomplete, "29 February, waiting for a leap year"),
        ("02/29/202", .incomplete, "three digits of the year"),
        ("02/29/2024", .valid, "a leap day"),
        ("02/29/2023", .invalid, "2023 is not a leap year"),
        ("02/29/210", .incomplete, "2104 is a leap year"),
        ("02/29/2100", .invalid, "2100 is not a leap year"),
        ("04/31/2024", .invalid, "April has 30 days"),
        ("12/31/1999", .valid, "a day that exists"),
        ("12/31/0", .invalid, "no year before 1000 by default"),
        ("12/31/0999", .invalid, "no year before 1000 by default"),
        ("01/01/1", .incomplete, "1000…1999"),
        ("01/01/1000", .valid, "the first day of the year 1000"),
        ("12/31/9999", .valid, "the last day the field writes"),
    ]

    @Test("a date is incomplete while a day can complete it, valid for such a day, invalid once none can", arguments: rows)
    func status(row: (text: String, status: TextInputValueStatus, why: String)) {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: "en_US")))
        #expect(format.status(of: row.text) == row.status, "\(row.why)")
    }

    @Test(
        "a whole date outside the bounds is invalid; a date within them valid",
        arguments: [("12/31/1999", TextInputValueStatus.invalid), ("01/01/2000", .valid), ("12/31/2000", .valid), ("01/01/2001", .invalid)])
    func bounds(text: String, status: TextInputValueStatus) throws {
        let utc = try #require(TimeZone(identifier: "UTC"))
        let options = DateTextInputOptions.options(
            locale: Locale(identifier: "en_US"), timeZone: utc,
            minimum: Date(timeIntervalSince1970: 946_684_800),  // 1 January 2000
            maximum: Date(timeIntervalSince1970: 978_220_800))  // 31 December 2000
        #expect(TextInputFormats.date(options).status(of: text) == status)
    }

    @Test("a field typing a date is incomplete until its last digit", arguments: EditKindReporting.allCases)
    @MainActor
    func typing(reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.date(.options(locale: Locale(identifier: "en_US"))).bind(to: field)
        field.beginEditing()
        var statuses: [TextInputValueStatus] = []
        for digit in "02292024" {
            field.insert(String(digit))
            statuses.append(binding.status)
        }
        #expect(statuses == Array(repeating: .incomplete, count: 7) + [.valid])
    }

    /// The order of a locale's parts, as its dates are written.
    nonisolated static let orders: [String: String] = [
        "en_US": "MDY", "de_DE": "DMY", "fr_FR": "DMY", "ja_JP": "YMD", "en_GB": "DMY", "ar": "DMY",
    ]

    /// The keys of a day in `locale`'s order: its digits, part after part.
    nonisolated static func keys(_ year: Int, _ month: Int, _ day: Int, in locale: String) -> String {
        let parts: [Character: String] = ["Y": String(format: "%04d", year), "M": String(format: "%02d", month), "D": String(format: "%02d", day)]
        return (orders[locale] ?? "").compactMap { parts[$0] }.joined()
    }

    /// Edge days: a leap day, the last day of a year, of a month of 30 days, the first day of the
    /// default minimum year, the last day the field writes, the last Julian day of 1582.
    nonisolated static let edgeDays: [(Int, Int, Int)] = [(2024, 2, 29), (1999, 12, 31), (2024, 4, 30), (1000, 1, 1), (9999, 12, 31), (1582, 10, 14)]

    nonisolated static let typedDays = orders.keys.sorted().flatMap { locale in edgeDays.map { (locale, $0.0, $0.1, $0.2) } }

    @Test("typing a valid date key by key: no step is invalid, the last is valid", arguments: typedDays)
    @MainActor
    func typingValidDate(_ example: (locale: String, year: Int, month: Int, day: Int)) {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: example.locale)))
        let keys = Self.keys(example.year, example.month, example.day, in: example.locale)
        Self.expectNoInvalidStepAndValidEnd(typing: keys, into: format)
    }

    @Test(
        "with bounds, typing their days and one between: no step is invalid, the last is valid",
        arguments: [(2000, 6, 15), (2010, 3, 31), (2005, 2, 28), (2008, 2, 29)])
    @MainActor
    func typingWithinBounds(_ day: (Int, Int, Int)) {
        let options = DateTextInputOptions.options(
            locale: Locale(identifier: "de_DE"),
            minimum: Date(timeIntervalSince1970: 961_027_200),  // 15 June 2000
            maximum: Date(timeIntervalSince1970: 1_269_993_600))  // 31 March 2010
        Self.expectNoInvalidStepAndValidEnd(typing: Self.keys(day.0, day.1, day.2, in: "de_DE"), into: TextInputFormats.date(options))
    }

    @MainActor
    static func expectNoInvalidStepAndValidEnd<Value>(typing keys: String, into format: TextInputFormat<Value>) {
        let (statuses, text) = format.statuses(typing: keys)
        #expect(!statuses.dropLast().contains(.invalid), "\(keys): \(statuses)")
        #expect(statuses.last == .valid, "\(keys) → \(text)")
    }

    @Test("every beginning of a valid text is not invalid", arguments: ["02/29/2024", "12/31/9999", "01/01/1000", "10/14/1582"])
    func prefixes(text: String) {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: "en_US")))
        for length in 1..<text.count {
            #expect(format.status(of: String(text.prefix(length))) != .invalid, "\(text.prefix(length))")
        }
        #expect(format.status(of: text) == .valid)
    }

    @Test(
        "with a minimum year, a year no digits can bring to it is invalid as soon as it is typed",
        arguments: [
            ("12/31/0", TextInputValueStatus.invalid), ("12/31/1", .incomplete), ("12/31/18", .invalid), ("12/31/19", .incomplete), ("12/31/2", .incomplete),
        ])
    func minimumYear(text: String, status: TextInputValueStatus) {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: "en_US"), minimumYear: 1900))
        #expect(format.status(of: text) == status)
    }
}
