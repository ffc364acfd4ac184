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

    nonisolated static var format: TextInputFormat<BankCardExpiryDate> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return TextInputFormats.bankCardExpiryDate(.options(calendar: calendar, currentDate: { Self.today }))
    }

    @Test("an expiry date is incomplete until it is whole, then valid unless the card has expired", arguments: rows)
    func status(row: (text: String, status: TextInputValueStatus)) {
        #expect(Self.format.status(of: row.text) == row.status)
    }

    @Test(
        "typing an expiry date key by key: no step is invalid, the last is valid unless the card has expired",
        arguments: [("0626", TextInputValueStatus.valid), ("1299", .valid), ("0127", .valid), ("1226", .valid), ("0526", .invalid)])
    @MainActor
    func typing(keys: String, last: TextInputValueStatus) {
        let (statuses, text) = Self.format.statuses(typing: keys)
        #expect(!statuses.dropLast().contains(.invalid), "\(statuses)")
        #expect(statuses.last == last, "\(text)")
    }
}
