import Testing
import TextInputCore

/// What a binding decides for an edit whose host did not name its kind (UIKit's delegate says
/// only "replace this range with this string"), written in the caret notation of ``MarkedText``.
@Suite("TextInputEditKind.inferred(for:): the kind of an edit its host did not name")
struct EditKindInferenceTests {
    @Test(
        "from the range, the string and the selection",
        arguments: [
            ("4111 1111|", 8..<9, "", TextInputEditKind.deleteBackward),  // Backspace: the range ends at the caret
            ("4111 |1111", 4..<5, "", .deleteBackward),  // Backspace over a separator
            ("4111| 1111", 4..<5, "", .deleteForward),  // forward delete: the range starts at the caret
            ("hello |world", 0..<6, "", .deleteBackward),  // a word deleted backward
            ("41[11 1]111", 2..<6, "", .deleteBackward),  // a deleted selection (Backspace or Cut)
            ("4111 1111|", 4..<5, "", .replacement),  // a range away from the caret deleted
            ("4111|", 4..<4, "1", .typing),
            ("41[11]", 2..<4, "9", .typing),  // typing over a selection
            ("|", 0..<0, "👨‍👩‍👧", .typing),  // one Character of five scalars
            ("|", 0..<0, "🇫🇷", .typing),
            ("4111|", 4..<4, "1111", .paste),
            ("[abc]", 0..<3, "xy", .paste),  // pasted over a selection
            ("teh |", 0..<3, "the", .replacement),  // autocorrection of the word before
            ("ab|", 0..<2, "a", .replacement),  // a suggestion that shortens a word
            ("12|", 0..<0, "3", .replacement),  // an insertion away from the caret
        ] as [(String, Range<Int>, String, TextInputEditKind)])
    func inferred(marked: String, range: Range<Int>, replacement: String, expected: TextInputEditKind) {
        #expect(TextInputEditKind.inferred(for: Self.edit(marked, range, replacement)) == expected)
    }

    @Test("a kind the host named is kept", arguments: [TextInputEditKind.paste, .cut, .replacement, .undo, .programmatic])
    func namedKindIsKept(kind: TextInputEditKind) {
        var edit = Self.edit("4111|", 4..<4, "1", kind: kind)
        #expect(TextInputEditKind.inferred(for: edit) == kind)
        edit.kind = .unknown
        #expect(TextInputEditKind.inferred(for: edit) == .typing)
    }

    static func edit(_ marked: String, _ range: Range<Int>, _ replacement: String, kind: TextInputEditKind = .unknown) -> TextInputEdit {
        let before = MarkedText(marked)
        let text = before.text
        let lower = text.index(text.startIndex, offsetBy: range.lowerBound)
        let upper = text.index(text.startIndex, offsetBy: range.upperBound)
        return TextInputEdit(
            originalText: text,
            originalSelectedRange: before.selectedRange,
            replacementText: replacement,
            editedRange: lower..<upper,
            kind: kind
        )
    }
}
