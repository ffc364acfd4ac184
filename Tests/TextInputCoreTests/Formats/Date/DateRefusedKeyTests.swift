import Foundation
import Testing
import TextInputCore
import TextInputTesting

/// A refused key never changes what the keys after it build: the field holds where it refused a
/// digit, and the keys typed there after it are refused too, until another edit. Typing the
/// digits of a date that does not exist never ends on another date, valid.
@MainActor
@Suite("TextInputFormats.date: a refused key never makes the next keys build another date")
struct DateRefusedKeyTests {
    typealias Notation = FieldNotation

    nonisolated static let sequences: [(locale: String, actions: [String], expected: String, why: String)] = [
        ("en_US", ["02302024"], "02/3|", "30 February: not 02/03/0202, nor 02/03/2024"),
        ("en_US", ["04312024"], "04/3|", "31 April: not 04/30/24…"),
        ("en_US", ["15251999"], "1|", "month 15: not 12/05/1999"),
        ("en_US", ["02292023"], "02/29/202|", "29 February 2023"),
        ("en_US", ["01010202"], "01/01/|", "the year 0202: not 01/01/202…"),
        ("de_DE", ["30022024"], "30.0|", "30 February, day first"),
        ("de_DE", ["31042024"], "31.0|", "31 April, day first"),
        ("en_GB", ["31062024"], "31/0|", "31 June"),
        ("fr_FR", ["30022024"], "30/0|", "30 February"),
        ("ja_JP", ["20230229"], "2023/02/2|", "29 February 2023, year first"),
        ("ja_JP", ["02022024"], "|", "the year 0202"),
        // Another edit releases the hold: Backspace, then the day typed again.
        ("en_US", ["0230", "backspace", "032024"], "02/03/2024|", "fixed: 3 February 2024"),
        ("en_US", ["0230", "backspace", "292024"], "02/29/2024|", "fixed: 29 February 2024"),
        ("en_US", ["1525", "backspace", "1231", "1999"], "12/31/1999|", "fixed: 31 December 1999"),
        // A paste is another edit.
        ("en_US", ["0230", "paste:/2024"], "02/03/2024|", "its separator makes the day the 3rd, as asked"),
        // A separator typed at the held place is held too: it would pad the day to the 3rd.
        ("en_US", ["0230/2024"], "02/3|", "not 02/03/2024"),
    ]

    @Test("typing a date that does not exist ends where the first digit was refused", arguments: sequences, EditKindReporting.allCases)
    func sequence(
        _ row: (locale: String, actions: [String], expected: String, why: String),
        reporting: EditKindReporting
    ) {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: row.locale)))
        #expect(Notation.outcome(of: row.actions, on: format, showing: "|", reporting) == row.expected, "\(row.why)")
    }

    /// Keys a person might type into a date: digits, and a separator now and then.
    nonisolated static let keys: [Character] = Array("0123456789012345678901234567890123456789/")

    @Test(
        "after a digit is refused, no key typed after it changes the text, and the field is not valid",
        arguments: ["en_US", "de_DE", "ja_JP", "en_GB", "ar"])
    func anyKeys(locale: String) {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: locale)))
        var random = SeededRandomNumberGenerator(seed: 35)
        for _ in 0..<300 {
            let field = TextInputSimulator()
            let binding = format.bind(to: field)
            field.beginEditing()
            var heldText: String?
            var typed = ""
            for _ in 0..<10 {
                let key = String(Self.keys[Int(random.next() % UInt64(Self.keys.count))])
                typed += key
                let before = field.text
                let wasValid = binding.status == .valid
                field.insert(key)
                if let heldText {
                    #expect(field.text == heldText, "\(typed)")
                } else if field.text == before, key != "/", !wasValid {
                    heldText = before
                }
            }
            if heldText != nil {
                #expect(binding.status != .valid, "\(typed) → \(field.text)")
            }
            binding.unbind()
        }
    }
}
