import Foundation
import Testing
import TextInputCore

@Suite("filter(by:) drops disallowed characters from insertions")
struct FilterTests {
    let digits = TextInputFormats.plain.filter(by: .decimalDigits).formatter

    @Test(
        "the inserted text is filtered and the caret follows what was kept",
        arguments: [
            ("|", "12ab34", "1234|"),
            ("5|6", "a1b", "51|6"),
            ("[12]", "x9", "9|"),
            ("|", "1👍🏽2", "12|"),
            ("|", "1e\u{301}2", "12|"),
        ])
    func filtersInsertion(marked: String, inserted: String, expected: String) {
        #expect(digits.outcome(of: marked, typing: inserted) == expected)
    }

    @Test("an insertion made only of allowed characters is accepted as is", arguments: ["1", "123", ""])
    func acceptsAllowed(inserted: String) {
        #expect(digits.outcome(of: "9|", typing: inserted).hasPrefix("accepted: "))
    }

    @Test(
        "an insertion with no allowed character changes nothing, even over a selection",
        arguments: [
            ("|", "abc"), ("1[23]4", "x"), ("12|", "👍🏽"),
        ])
    func rejectsNothingAllowed(marked: String, inserted: String) {
        #expect(digits.outcome(of: marked, typing: inserted) == "rejected")
    }

    @Test("a Character is allowed only when all its scalars are")
    func characterNeedsAllScalars() {
        let letters = TextInputFormats.plain.filter(by: .letters).formatter
        #expect(letters.outcome(of: "|", typing: "e\u{301}") == "accepted: e\u{301}|")
        let ascii = TextInputFormats.plain.filter(by: CharacterSet(charactersIn: "a"..."z")).formatter
        #expect(ascii.outcome(of: "|", typing: "ae\u{301}b") == "ab|")
    }

    @Test("\"\\r\\n\" is one Character, allowed only when both its scalars are")
    func carriageReturnLineFeed() {
        let lineFeedOnly = TextInputFormats.plain.filter(by: CharacterSet(charactersIn: "\nab")).formatter
        #expect(lineFeedOnly.outcome(of: "|", typing: "a\r\nb") == "ab|")
    }
}
