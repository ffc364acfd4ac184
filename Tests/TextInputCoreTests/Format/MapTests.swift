import Foundation
import Testing
import TextInputCore

@Suite("map rewrites the text and the selection")
struct MapTests {
    @Test("a rewrite becomes a change; the selection it returns is kept")
    func uppercase() {
        let uppercase = TextInputFormats.plain.map { text, selection in (text.uppercased(), selection) }.formatter
        #expect(uppercase.outcome(of: "AB|", typing: "c") == "ABC|")
        #expect(uppercase.outcome(of: "AB|", typing: "C") == "accepted: ABC|")
    }

    @Test("a selection outside the returned text is clamped to it")
    func clampsSelection() {
        let shorten = TextInputFormats.plain.map { text, selection in (String(text.prefix(2)), selection) }.formatter
        #expect(shorten.outcome(of: "ab|", typing: "cd") == "ab|")
    }

    @Test("a caret that splits a Character moves before it")
    func widensSelection() {
        let appendEmoji = TextInputFormats.plain.map { text, _ in
            let result = text + "👍🏽"
            let inside = result.utf8.index(result.utf8.endIndex, offsetBy: -2)
            return (result, inside..<inside)
        }.formatter
        #expect(appendEmoji.outcome(of: "|", typing: "a") == "a|👍🏽")
    }

    @Test("a rejection by the base formatter is not mapped")
    func keepsRejection() {
        let format = TextInputFormats.plain.filter(by: .decimalDigits).map { _, _ in ("x", "x".startIndex..<"x".startIndex) }
        #expect(format.formatter.outcome(of: "|", typing: "a") == "rejected")
    }
}
