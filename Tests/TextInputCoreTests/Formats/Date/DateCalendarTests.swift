import Foundation
import Testing
import TextInputCore

/// One calendar: the text, the value and what VoiceOver says name the same day, in the proleptic
/// Gregorian calendar, before 1582 too.
@MainActor
@Suite("TextInputFormats.date: the text, the value and the speech name one day")
struct DateCalendarTests {
    /// 15 October 1582, the first day of Foundation's Gregorian calendar, whose `Date` is the same
    /// in both calendars; the days before it are counted back from it, day by day, as the
    /// proleptic calendar does (the counts are Python's `datetime.date`, proleptic Gregorian too).
    nonisolated static let gregorianStart = Date(timeIntervalSince1970: -12_219_292_800)

    nonisolated static func days(_ count: Int, before date: Date) -> Date {
        date.addingTimeInterval(-86_400 * Double(count))
    }

    nonisolated static let rows: [(text: String, value: Date, spoken: String, language: String)] = [
        ("10/15/1582", gregorianStart, "October 15, 1582", "en_US"),
        // Foundation's Gregorian calendar calls this day 4 October 1582 (Julian).
        ("10/14/1582", days(1, before: gregorianStart), "October 14, 1582", "en_US"),
        ("10/04/1582", days(11, before: gregorianStart), "October 4, 1582", "en_US"),
        ("10/14/1582", days(1, before: gregorianStart), "14. Oktober 1582", "de_DE"),
        // 1500 is a leap year in the Julian calendar only: 1 March follows 28 February.
        ("03/01/1500", days(30_178, before: gregorianStart), "March 1, 1500", "en_US"),
        ("01/01/1000", days(212_858, before: gregorianStart), "January 1, 1000", "en_US"),
    ]

    @Test("text, value and speech name the same day", arguments: rows)
    func oneDay(_ row: (text: String, value: Date, spoken: String, language: String)) throws {
        let field = TextInputSimulator()
        let binding = TextInputFormats.date(.options(locale: Locale(identifier: "en_US"))).bind(to: field)
        field.paste(row.text)
        #expect(field.text == row.text)
        #expect(binding.value == row.value)
        #expect(binding.spokenText(locale: Locale(identifier: row.language)).text == row.spoken)
        #expect(binding.status == .valid)
    }

    @Test("the value written back is the same text", arguments: rows)
    func roundTrip(_ row: (text: String, value: Date, spoken: String, language: String)) throws {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: "en_US")))
        #expect(format.serializer.string(for: row.value) == row.text)
        #expect(try format.serializer.value(for: row.text) == row.value)
    }

    @Test("1500 has no 29 February, as the Gregorian rules say; 1600 has one")
    func gregorianLeapYears() {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: "en_US")))
        #expect(format.status(of: "02/29/1500") == .invalid)
        #expect(format.status(of: "02/29/1600") == .valid)
    }

    @Test("with every year allowed, the year 1 is the proleptic one, and is said so")
    func firstYear() throws {
        let field = TextInputSimulator()
        let binding = TextInputFormats.date(.options(locale: Locale(identifier: "en_US"), minimumYear: 1)).bind(to: field)
        field.paste("01/01/0001")
        // ISO 8601's 0001-01-01T00:00:00Z, 719,162 days before 1970.
        #expect(binding.value == Date(timeIntervalSince1970: -62_135_596_800))
        #expect(binding.spokenText(locale: Locale(identifier: "en_US")).text == "January 1, 1")
    }
}
