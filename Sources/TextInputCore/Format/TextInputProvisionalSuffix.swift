/// Provisional text a field shows at its end (see ``TextInputProvisionalTextKey``): the text
/// without it, and where it starts. How the writer of provisional text reads an edit of the
/// text it showed.
///
/// ```swift
/// let shown = TextInputProvisionalSuffix("-__", of: "12-__")
/// shown?.enteredText   // "12"
/// ```
package struct TextInputProvisionalSuffix {
    /// The text the user entered.
    package let enteredText: String
    /// The provisional text's range in the text the field shows.
    package let range: Range<String.Index>

    /// The provisional `suffix` at the end of `text`; nil when `text` does not end with it, or
    /// when it does not start on a Character boundary.
    package init?(_ suffix: String, of text: String) {
        guard let range = text.range(ofSuffix: suffix), text.characterBoundary(atOrAfter: range.lowerBound) == range.lowerBound else {
            return nil
        }
        enteredText = String(text[..<range.lowerBound])
        self.range = range
    }

    /// Whether `edit` removes the provisional text and nothing else.
    package func isRemoved(by edit: TextInputEdit) -> Bool {
        edit.replacementText.isEmpty && edit.editedRange == range
    }

    /// `edit` as it applies to the entered text: its range and the selection cut at the end of
    /// the entered text, which the provisional text follows.
    package func enteredTextEdit(for edit: TextInputEdit) -> TextInputEdit {
        let original = edit.originalText
        let entered = enteredText
        let clamp = { (index: String.Index) -> String.Index in
            guard index < range.lowerBound else { return entered.endIndex }
            return entered.utf8.index(entered.startIndex, offsetBy: original.utf8.distance(from: original.startIndex, to: index))
        }
        var enteredEdit = edit
        enteredEdit.originalText = entered
        enteredEdit.editedRange = clamp(edit.editedRange.lowerBound)..<clamp(edit.editedRange.upperBound)
        enteredEdit.originalSelectedRange = clamp(edit.originalSelectedRange.lowerBound)..<clamp(edit.originalSelectedRange.upperBound)
        return enteredEdit
    }
}
