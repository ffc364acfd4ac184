import Foundation
import Testing
import TextInputCore

/// A number's status: complete in a field without bounds; valid within the bounds; outside
/// them, incomplete while digits typed at the end can still bring it within, invalid once none
/// can.
struct NumberStatusTests {
    nonisolated static let locale = Locale(identifier: "en_US")

    nonisolated static let rows: [(minimum: Decimal?, maximum: Decimal?, text: String, status: TextInputValueStatus, why: String)] = [
        (nil, nil, "", .empty, "no text"),
        (nil, nil, "12", .complete, "no bounds to check"),
        (nil, nil, "-", .incomplete, "a sign without digits"),
        (10, nil, "5", .incomplete, "below the minimum, but \"50\" is not"),
        (10, nil, "50", .valid, "within the bounds"),
        (10, nil, "5.5", .invalid, "below the minimum, and more fraction digits cannot lift it"),
        (10, nil, "0", .incomplete, "0 is the start of any number"),
        (10, 15, "1", .incomplete, "\"10\" to \"15\" are within"),
        (10, 15, "2", .invalid, "\"20\" and longer are above 15, \"2\" below 10"),
        (10, 15, "12", .valid, "within the bounds"),
        (nil, 100, "100", .valid, "at the maximum"),
        (nil, 100, "150", .invalid, "above the maximum: more digits only make it larger"),
        (nil, 100, "99.5", .valid, "within the bounds"),
    ]

    @Test("a number outside the bounds is incomplete while more digits can reach them, invalid once none can", arguments: rows)
    func status(row: (minimum: Decimal?, maximum: Decimal?, text: String, status: TextInputValueStatus, why: String)) {
        let options = NumberTextInputOptions.options(locale: Self.locale, minimum: row.minimum, maximum: row.maximum, allowsNegative: true)
        #expect(TextInputFormats.decimal(options).status(of: row.text) == row.status, "\(row.why)")
        // The integer field keeps its decimal base's judgement.
        if !row.text.contains(".") {
            #expect(TextInputFormats.integer(options).status(of: row.text) == row.status, "\(row.why)")
        }
    }

    @Test(
        "currency and percent fields judge the number shown",
        arguments: [
            (TextInputFormats.currency(code: "USD", .options(locale: locale, minimum: 5)), "$1.00", TextInputValueStatus.incomplete),
            (TextInputFormats.currency(code: "USD", .options(locale: locale, minimum: 5)), "$5.00", .valid),
            (TextInputFormats.currency(code: "USD", .options(locale: locale)), "$5.00", .complete),
            (TextInputFormats.percent(.options(locale: locale, maximum: 50)), "60%", .invalid),
            (TextInputFormats.percent(.options(locale: locale, maximum: 50)), "12.5%", .valid),
        ])
    func shownNumber(format: TextInputFormat<Decimal>, text: String, status: TextInputValueStatus) {
        #expect(format.status(of: text) == status)
    }
}
