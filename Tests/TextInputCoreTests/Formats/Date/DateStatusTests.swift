import Foundation
import Testing
import TextInputCore

/// A date's status: incomplete until the date is whole, valid for a day that exists within the
/// bounds, invalid for one that does not.
struct DateStatusTests {
    nonisolated static let rows: [(text: String, status: TextInputValueStatus, why: String)] = [
        ("", .empty, "no text"),
        ("02/", .incomplete, "the month alone"),
        ("02/29/", .incomplete, "29 February, waiting for a leap year"),
        ("02/29/202", .incomplete, "three digits of the year"),
        ("02/29/2024", .valid, "a leap day"),
        ("02/29/2023", .invalid, "2023 is not a leap year"),
        ("04/31/2024", .invalid, "April has 30 days"),
        ("12/31/1999", .valid, "a day that exists"),
    ]

    @Test("a date is incomplete until whole, then valid if the day exists, invalid if not", arguments: rows)
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
}
