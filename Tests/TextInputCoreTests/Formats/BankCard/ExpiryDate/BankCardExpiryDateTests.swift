import Foundation
import Testing
import TextInputCore

@Suite("BankCardExpiryDate: the value type")
struct BankCardExpiryDateTests {
    static let calendar = Calendar(identifier: .gregorian)

    static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        calendar.date(from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: year, month: month, day: day, hour: 12)) ?? Date.distantPast
    }

    @Test(
        "init(month:year:) needs a month 1…12 and a four-digit year",
        arguments: [
            (0, 2030), (13, 2030), (-1, 2030), (12, 30), (12, 10_000),
        ])
    func invalid(month: Int, year: Int) {
        #expect(throws: TextInputParseError.self) { try BankCardExpiryDate(month: month, year: year) }
    }

    @Test(
        "a card is valid through the last day of its month",
        arguments: [
            (date(2030, 1, 1), false), (date(2030, 1, 31), false), (date(2029, 12, 31), false),
            (date(2030, 2, 1), true), (date(2031, 1, 1), true),
        ])
    func expiry(now: Date, isExpired: Bool) throws {
        var calendar = Self.calendar
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        #expect(try BankCardExpiryDate(month: 1, year: 2030).isExpired(relativeTo: now, calendar: calendar) == isExpired)
    }

    @Test(
        "two-digit years: the reference year's century, shifted near its ends (Stripe's window)",
        arguments: [
            (2025, 75, 2075), (2025, 99, 2099), (2025, 25, 2025), (2025, 0, 2000), (2017, 19, 2019),
            (2081, 8, 2108), (2081, 19, 2119), (2081, 20, 2020), (2081, 95, 2095), (2080, 8, 2008),
            (2010, 95, 1995), (2010, 81, 1981), (2010, 80, 2080), (2020, 95, 2095),
        ])
    func twoDigitYears(referenceYear: Int, twoDigitYear: Int, year: Int) throws {
        let reference = Self.date(referenceYear, 6, 1)
        let date = try BankCardExpiryDate(month: 6, twoDigitYear: twoDigitYear, relativeTo: reference, calendar: Self.calendar)
        #expect(date.year == year)
        #expect(date.twoDigitYear == twoDigitYear)
    }

    @Test("DateComponents both ways; ordering; description")
    func conversions() throws {
        let date = try BankCardExpiryDate(month: 12, year: 2034)
        #expect(date.dateComponents.year == 2034)
        #expect(date.dateComponents.month == 12)
        #expect(try BankCardExpiryDate(dateComponents: DateComponents(year: 2034, month: 12, day: 5)) == date)
        #expect(throws: TextInputParseError.self) { try BankCardExpiryDate(dateComponents: DateComponents(year: 2034)) }
        #expect(try BankCardExpiryDate(month: 1, year: 2035) > date)
        #expect(date.description == "12/34")
    }
}
