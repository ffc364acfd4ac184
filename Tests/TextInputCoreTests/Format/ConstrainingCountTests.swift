import Foundation
import Testing
import TextInputCore

@Suite("filter(constrainingCharactersCount:) limits the text in Characters")
struct ConstrainingCountTests {
    let four = TextInputFormats.plain.filter(constrainingCharactersCount: 4).formatter

    @Test(
        "an insertion that does not fit is truncated to what fits",
        arguments: [
            ("12|", "3456", "1234|"),
            ("|", "abcdef", "abcd|"),
            ("1[23]4", "xyzw", "1xy|4"),
            ("|", "🇫🇷🇩🇪🇮🇹🇪🇸🇵🇹", "🇫🇷🇩🇪🇮🇹🇪🇸|"),
            ("ab|", "e\u{301}e\u{301}e\u{301}", "abe\u{301}e\u{301}|"),
        ])
    func truncates(marked: String, inserted: String, expected: String) {
        #expect(four.outcome(of: marked, typing: inserted) == expected)
    }

    @Test("what fits is accepted as is", arguments: [("12|", "34"), ("|", "👨‍👩‍👧👍🏽🇫🇷é")])
    func acceptsWhatFits(marked: String, inserted: String) {
        #expect(four.outcome(of: marked, typing: inserted).hasPrefix("accepted: "))
    }

    @Test("typing into a full field, or over a selection with nothing that fits, changes nothing")
    func rejectsWhenFull() {
        #expect(four.outcome(of: "1234|", typing: "5") == "rejected")
        let none = TextInputFormats.plain.filter(constrainingCharactersCount: 0).formatter
        #expect(none.outcome(of: "|", typing: "a") == "rejected")
    }

    @Test("deleting is always allowed, even from a text already too long")
    func deletingFromTooLong() {
        #expect(four.outcome(of: "123456|", typing: "") == "accepted: 123456|")
        #expect(four.outcome(of: "12345[6]", typing: "") == "accepted: 12345|")
        #expect(four.outcome(of: "123456|", typing: "7") == "rejected")
    }

    @Test("the limit holds for the text an inner formatter produces")
    func limitsRewrittenText() {
        // Groups digits in pairs: "1234" shows as "12 34".
        let grouped = TextInputFormats.plain.filter(by: .decimalDigits).map { text, _ in
            let digits = text.filter(\.isNumber)
            var grouped = ""
            for (offset, digit) in digits.enumerated() {
                if offset > 0, offset.isMultiple(of: 2) { grouped.append(" ") }
                grouped.append(digit)
            }
            return (grouped, grouped.endIndex..<grouped.endIndex)
        }
        let limited = grouped.filter(constrainingCharactersCount: 5).formatter
        #expect(limited.outcome(of: "|", typing: "123456") == "12 34|")
    }

    @Test("a negative count is taken as 0 (the field stays empty), and validatedMaximumCount reports it", arguments: [-1, Int.min])
    @MainActor
    func negativeCount(count: Int) {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.filter(constrainingCharactersCount: count).bind(to: field)
        field.insert("a")
        field.paste("abc")
        #expect(field.text == "")
        #expect(binding.value == "")
        #expect(TextInputFormatters.CharacterCountLimit(base: TextInputFormatter.acceptingEverything, maximumCount: count).maximumCount == 0)
        #expect(throws: TextInputConfigurationError.outOfRange(.constrainingCharactersCount, value: count, allowed: 0...Int.max)) {
            try TextInputFormatters.CharacterCountLimit.validatedMaximumCount(count)
        }
    }

    @Test("validatedMaximumCount passes a count of 0 or more", arguments: [0, 4, Int.max])
    func validCount(count: Int) throws {
        #expect(try TextInputFormatters.CharacterCountLimit.validatedMaximumCount(count) == count)
    }
}
