import Foundation
import Testing
import TextInputCore

@Suite("BankCardExpiryDate: the value type")
struct BankCardExpiryDateTests {
    static let calendar = Calendar(identifier: .gregorian)

    static func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
        calendar.date(from: DateComponents(timeZone: TimeZone(identifier: "UTC"), year: year, month: month, day: day, hour: 12)) ?? Date.distantPast
    }

    @Test("init(month:year:) needs a month 1…12 and a four-digit year", arguments: [
        (0, 2030), (13, 2030), (-1, 2030), (12, 30), (12, 10_000),
    ])
    func invalid(month: Int, year: Int) {
        #expect(throws: BankCardExpiryDateError.self) { try BankCardExpiryDate(month: month, year: year) }
    }

    @Test("a card is valid through the last day of its month", arguments: [
        (date(2030, 1, 1), false), (date(2030, 1, 31), false), (date(2029, 12, 31), false),
        (date(2030, 2, 1), true), (date(2031, 1, 1), true),
    ])
    func expiry(now: Date, isExpired: Bool) throws {
        var calendar = Self.calendar
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        #expect(try BankCardExpiryDate(month: 1, year: 2030).isExpired(relativeTo: now, calendar: calendar) == isExpired)
    }

    @Test("two-digit years: from 50 years before the reference year to 49 after", arguments: [
        (2025, 75, 1975), (2025, 74, 2074), (2025, 25, 2025), (2025, 0, 2000), (2099, 48, 2148), (2099, 49, 2049),
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
        #expect(throws: BankCardExpiryDateError.self) { try BankCardExpiryDate(dateComponents: DateComponents(year: 2034)) }
        #expect(try BankCardExpiryDate(month: 1, year: 2035) > date)
        #expect(date.description == "12/34")
    }
}
