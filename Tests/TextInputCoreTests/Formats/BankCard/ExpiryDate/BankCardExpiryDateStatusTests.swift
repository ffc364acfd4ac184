import Foundation
import Testing
import TextInputCore

/// An expiry date's status: valid once "MM/YY" names a month that has not ended, invalid for an
/// expired card.
struct BankCardExpiryDateStatusTests {
    /// 15 June 2026, noon UTC.
    nonisolated static let today = Date(timeIntervalSince1970: 1_781_524_800)

    nonisolated static let rows: [(text: String, status: TextInputValueStatus)] = [
        ("", .empty),
        ("1", .incomplete),
        ("12/", .incomplete),
        ("12/3", .incomplete),
        ("12/34", .valid),
        ("06/26", .valid),  // valid through the end of its month
        ("05/26", .invalid),  // expired last month
        ("12/20", .invalid),
    ]

    @Test("an expiry date is incomplete until it is whole, then valid unless the card has expired", arguments: rows)
    func status(row: (text: String, status: TextInputValueStatus)) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let format = TextInputFormats.bankCardExpiryDate(.options(calendar: calendar, currentDate: { Self.today }))
        #expect(format.status(of: row.text) == row.status)
    }
}
