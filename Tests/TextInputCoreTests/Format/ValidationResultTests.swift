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

@Suite("TextInputEdit.validationResult(showing:caretAt:): the text and caret a formatter wants, decided against the field's edit")
struct ValidationResultShowingStringTests {
    /// "GB82 |W", Backspace: the field proposes deleting the space.
    static let text = "GB82 W"
    static let backspaceAfterSpace: TextInputEdit = {
        let caret = text.index(text.startIndex, offsetBy: 5)
        return TextInputEdit(
            originalText: text, originalSelectedRange: caret..<caret, replacementText: "",
            editedRange: text.index(before: caret)..<caret, kind: .deleteBackward)
    }()

    @Test("a text the field's own edit does not give is a change, even when a widened edit would give it")
    func widenedBackspaceIsAChange() {
        let wanted = "GB8W"
        let caret = wanted.index(wanted.startIndex, offsetBy: 3)
        #expect(Self.backspaceAfterSpace.validationResult(showing: wanted, caretAt: caret) == .changed(wanted, selectedRange: caret..<caret))
    }

    @Test("the text and caret of the field's own edit are accepted; the text and caret it shows are refused")
    func acceptedAndRejected() {
        let applied = "GB82W"
        let caret = applied.index(applied.startIndex, offsetBy: 4)
        #expect(Self.backspaceAfterSpace.validationResult(showing: applied, caretAt: caret) == .accepted)
        let original = Self.text
        #expect(
            Self.backspaceAfterSpace.validationResult(showing: original, caretAt: original.index(original.startIndex, offsetBy: 5))
                == .rejected)
    }
}
