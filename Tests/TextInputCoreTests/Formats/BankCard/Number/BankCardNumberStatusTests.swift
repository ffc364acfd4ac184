import Testing

@testable import TextInputCore

/// A card number's status: invalid only once no further digit can make it valid, as in
/// Stripe's card field.
struct BankCardNumberStatusTests {
    nonisolated static let rows: [(text: String, status: TextInputValueStatus, why: String)] = [
        ("", .empty, "no text"),
        ("4", .incomplete, "a Visa number's first digit"),
        ("4111", .incomplete, "shorter than Visa's 13 digits"),
        ("4222 2222 2222 2", .valid, "13 digits of Visa, Luhn passes"),
        ("4222 2222 2222 3", .incomplete, "13 digits of Visa, Luhn fails, 16 remain"),
        ("4111 1111 1111 1111", .valid, "16 digits of Visa, Luhn passes"),
        ("4111 1111 1111 1112", .incomplete, "16 digits of Visa, Luhn fails, 19 remain"),
        ("4000 0000 0000 0000 006", .valid, "19 digits of Visa, Luhn passes"),
        ("4000 0000 0000 0000 007", .invalid, "19 digits of Visa, Luhn fails: the brand's longest"),
        ("3782 822463 10005", .valid, "15 digits of American Express, Luhn passes"),
        ("3782 822463 10006", .invalid, "15 digits of American Express, Luhn fails: its only length"),
        ("3782 822463 1000", .incomplete, "14 digits of American Express"),
        ("5555 5555 5555 4444", .valid, "Mastercard at 16"),
        ("5555 5555 5555 4445", .invalid, "Mastercard at 16, its only length, Luhn fails"),
        ("6", .incomplete, "no brand yet, but Discover's 6011 starts with 6"),
        ("9", .incomplete, "no brand yet, but Troy's 9792 starts with 9"),
        ("90", .incomplete, "no known brand starts 90, but a card of another may"),
        ("9000 0000 0001", .valid, "12 digits of no known brand, Luhn passes: ISO/IEC 7812's shortest"),
        ("9000 0000 0000 0008", .incomplete, "16 digits of no known brand, Luhn fails, 19 remain"),
        ("9000 0000 0000 0001", .valid, "16 digits of no known brand, Luhn passes"),
        ("9000 0000 0000 0000 001", .valid, "19 digits of no known brand, Luhn passes"),
        ("9000 0000 0000 0000 008", .invalid, "19 digits of no known brand, Luhn fails: ISO/IEC 7812's longest"),
        ("5019 7170 1010 3742", .valid, "Dankort at 16, Luhn passes"),
        ("5019 7170 1010 3743", .invalid, "Dankort at 16, its only length, Luhn fails"),
    ]

    @Test(
        "a field that stops numbers of an unknown brand short of 19 digits judges them at its maximum",
        arguments: [
            ("9000 0000 0000 0008", TextInputValueStatus.invalid),
            ("9000 0000 0000 0001", .valid),
            ("9000 0000 0000 000", .incomplete),
            ("4111 1111 1111 1112", .incomplete),
        ])
    func fieldMaximum(text: String, status: TextInputValueStatus) {
        #expect(TextInputFormats.bankCardNumber(.options(maxLength: 16)).status(of: text) == status)
    }

    @Test("a card number is incomplete while more digits can make it valid, invalid once none can", arguments: rows)
    func status(row: (text: String, status: TextInputValueStatus, why: String)) throws {
        let format = TextInputFormats.bankCardNumber()
        #expect(format.status(of: row.text) == row.status, "\(row.why)")
        guard !row.text.isEmpty else { return }
        let number = try BankCardNumber(digitsString: row.text.filter { $0 != " " })
        #expect(number.status == row.status, "\(row.why)")
        // Validity and status are one judgement.
        #expect(number.isValid == (row.status == .valid), "\(row.why)")
    }

    @Test("a field typing a number reports each digit's status", arguments: EditKindReporting.allCases)
    @MainActor
    func typing(reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        #expect(binding.status == .empty)
        field.beginEditing()
        var statuses: [TextInputValueStatus] = []
        for digit in "378282246310006" {
            field.insert(String(digit))
            statuses.append(binding.status)
        }
        #expect(statuses == Array(repeating: .incomplete, count: 14) + [.invalid])
        field.backspace()
        field.insert("5")
        #expect(binding.status == .valid)
        #expect(binding.isComplete)
    }

    /// The status counts on it: a number short enough to change brand is never at its range's
    /// longest length.
    @Test func everyRangesNumbersAreLongerThanItsPrefixes() {
        for layout in BankCardIINTable.shared.layouts {
            #expect((layout.validLengths.first ?? 0) > BankCardIINTable.longestPrefix, "\(String(describing: layout.brand))")
        }
    }
}
