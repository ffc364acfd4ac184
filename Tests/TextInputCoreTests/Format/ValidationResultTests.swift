import Testing
import TextInputCore

@Suite("TextInputEdit.validationResult(showingUTF8:caretAtUTF8Offset:) decides from the field's own edit")
struct ValidationResultTests {
    /// Typing `inserted` over the selection of `marked`, then asking for `shown` with the caret
    /// where "|" stands in it.
    func verdict(_ marked: String, typing inserted: String, shows shown: String) -> String {
        let before = MarkedText(marked)
        let edit = TextInputEdit(
            originalText: before.text, originalSelectedRange: before.selectedRange,
            replacementText: inserted, editedRange: before.selectedRange)
        let after = MarkedText(shown)
        switch edit.validationResult(showingUTF8: after.text.utf8, caretAtUTF8Offset: after.text.prefix(after.selection.lowerBound).utf8.count) {
        case .accepted: return "accepted"
        case .rejected: return "rejected"
        case let .changed(text, selection): return "changed \(MarkedText(text: text, selection: selection))"
        }
    }

    @Test(
        "accepted only when the plain edit gives the text and the caret",
        arguments: [
            ("12|", "3", "123|", "accepted"),
            ("1[2]3", "9", "19|3", "accepted"),
            ("12|", "3", "12 3|", "changed 12 3|"),
            ("12|", "3", "12|3", "changed 12|3"),
            ("1234|", "5", "1234|", "rejected"),
            ("1[23]4", "", "14|", "changed 14|"),
            ("é|", "👍🏽", "é👍🏽|", "accepted"),
        ])
    func verdicts(marked: String, inserted: String, shown: String, expected: String) {
        #expect(verdict(marked, typing: inserted, shows: shown) == expected)
    }

    @Test("a selection replaced by the same text is a change of the selection, not a rejection")
    func selectionCollapses() {
        #expect(verdict("[12]", typing: "", shows: "12|") == "changed 12|")
    }
}
