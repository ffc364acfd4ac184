import Foundation
import Testing
import TextInputCore

@Suite("BankCardExpiryDate.FormatStyle: MM/YY as the field shows it, read as the field reads a paste")
struct BankCardExpiryDateFormatStyleTests {
    static let calendar = Calendar(identifier: .gregorian)
    static let june2025 = Date(timeIntervalSince1970: 1_750_000_000)

    static func date(year: Int) -> Date {
        calendar.date(from: DateComponents(year: year, month: 6, day: 15))!
    }

    @Test("every month of every year the window reads back: format → parse → format", arguments: [2025, 2090, 2010])
    func roundTrips(currentYear: Int) throws {
        let style = BankCardExpiryDate.FormatStyle(calendar: Self.calendar, currentDate: Self.date(year: currentYear))
        let field = TextInputFormats.bankCardExpiryDate(.options(calendar: Self.calendar, currentDate: { Self.date(year: currentYear) }))
        for twoDigitYear in 0...99 {
            for month in 1...12 {
                let expiry = try BankCardExpiryDate(month: month, twoDigitYear: twoDigitYear, relativeTo: Self.date(year: currentYear))
                let text = expiry.formatted(style)
                #expect(text == field.formatted(text).text)
                #expect(try style.parseStrategy.parse(text) == expiry)
                #expect(try style.parseStrategy.parse(text).formatted(style) == text)
            }
        }
    }

    @Test(
        "the text is MM/YY, the month padded, the year's last two digits",
        arguments: [
            (1, 2030, "01/30"), (12, 2034, "12/34"), (9, 2100, "09/00"), (10, 1999, "10/99"),
        ])
    func format(month: Int, year: Int, text: String) throws {
        #expect(try BankCardExpiryDate(month: month, year: year).formatted(.bankCardExpiryDate) == text)
    }

    @Test(
        "what people paste reads as the field reads it",
        arguments: [
            ("12/2034", 12, 2034), ("1234", 12, 2034), ("12 / 34", 12, 2034), ("12-34", 12, 2034),
            ("122034", 12, 2034), ("Exp. 12/34", 12, 2034), ("1/2034", 1, 2034), ("01/34", 1, 2034),
            ("12/99", 12, 2099), ("07.30", 7, 2030),
        ])
    func pastes(text: String, month: Int, year: Int) throws {
        let strategy = BankCardExpiryDate.FormatStyle(calendar: Self.calendar, currentDate: Self.june2025)
        #expect(try strategy.parse(text) == BankCardExpiryDate(month: month, year: year))
    }

    @Test(
        "two-digit years are read in the window around the current date",
        arguments: [
            (2025, "12/05", 2005), (2090, "12/05", 2105), (2010, "12/95", 1995), (2010, "12/45", 2045),
        ])
    func window(currentYear: Int, text: String, year: Int) throws {
        let strategy = BankCardExpiryDate.FormatStyle(calendar: Self.calendar, currentDate: Self.date(year: currentYear))
        #expect(try strategy.parse(text).year == year)
    }

    @Test("without a current date, years are read near the moment of the parse, as a default field reads them")
    func currentDateNil() throws {
        let parsed = try BankCardExpiryDate.FormatStyle().parseStrategy.parse("12/34")
        #expect(parsed == (try BankCardExpiryDate(month: 12, twoDigitYear: 34, relativeTo: Date())))
        #expect(parsed == TextInputFormats.bankCardExpiryDate().formatted("12/34").value)
    }

    @Test(
        "text the field refuses or leaves incomplete throws a TextInputParseError showing it",
        arguments: [
            "13/34", "00/34", "12/345", "12/3", "12", "", "exp", "2/",
        ])
    func errors(text: String) {
        #expect {
            try BankCardExpiryDate.FormatStyle().parseStrategy.parse(text)
        } throws: { error in
            (error as? TextInputParseError)?.text == text
        }
    }

    @Test(
        "the error says whether the field refuses the text or what its value lacks",
        arguments: [
            ("13/34", "a field of this format refuses it"),
            ("12/3", "an expiry date is complete as MM/YY"),
        ])
    func errorReasons(text: String, reason: String) {
        #expect(throws: TextInputParseError(text: text, reason: reason)) {
            try BankCardExpiryDate.FormatStyle().parse(text)
        }
    }

    @Test("each style encodes its calendar and current date and decodes to an equal style")
    func codable() throws {
        var buddhist = Calendar(identifier: .buddhist)
        buddhist.timeZone = TimeZone(identifier: "Asia/Bangkok")!
        let styles = [
            BankCardExpiryDate.FormatStyle(),
            .bankCardExpiryDate,
            .init(calendar: Self.calendar, currentDate: Self.june2025),
            .init(calendar: buddhist, currentDate: nil),
        ]
        for style in styles {
            let decoded = try JSONDecoder().decode(BankCardExpiryDate.FormatStyle.self, from: JSONEncoder().encode(style))
            #expect(decoded == style)
            #expect(decoded.calendar.identifier == style.calendar.identifier)
            #expect(decoded.currentDate == style.currentDate)
        }
    }

    @Test("styles are equal and hash alike exactly when their calendar and current date are")
    func hashable() {
        let fixed = BankCardExpiryDate.FormatStyle(currentDate: Self.june2025)
        #expect(Set([BankCardExpiryDate.FormatStyle.bankCardExpiryDate, .init(), .init(calendar: Self.calendar)]).count == 1)
        #expect(Set([fixed, .init(calendar: Self.calendar, currentDate: Self.june2025)]).count == 1)
        #expect(fixed != .bankCardExpiryDate)
        #expect(fixed != .init(calendar: Calendar(identifier: .buddhist), currentDate: Self.june2025))
    }
}
