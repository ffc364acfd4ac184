extension TextInputEdit {
    /// What a formatter answers when it wants the field to show `text` (its UTF-8 bytes) with the
    /// caret `caretOffset` bytes in, after this edit:
    ///
    /// - ``TextInputValidationResult/accepted`` when applying the edit unchanged gives exactly
    ///   that text and caret, so that the field applies the edit itself;
    /// - ``TextInputValidationResult/rejected`` when that is the text and caret the field shows
    ///   already;
    /// - ``TextInputValidationResult/changed(_:selectedRange:)`` otherwise.
    ///
    /// It compares bytes and builds a `String` only for a change, which is what keeps a
    /// formatter's keystroke cheap, and it decides against the edit the field proposed, so a
    /// formatter that rewrites the edit internally (widening a backspace over a separator) still
    /// answers `.accepted` only when the field's own edit gives its text.
    ///
    /// ```swift
    /// let text = "12"
    /// let edit = TextInputEdit(originalText: text, originalSelectedRange: text.endIndex..<text.endIndex,
    ///                          replacementText: "3", editedRange: text.endIndex..<text.endIndex)
    /// edit.validationResult(showingUTF8: "123".utf8, caretAtUTF8Offset: 3)   // .accepted
    /// edit.validationResult(showingUTF8: "12".utf8, caretAtUTF8Offset: 2)    // .rejected
    /// ```
    package func validationResult(
        showingUTF8 text: some Collection<UInt8>,
        caretAtUTF8Offset caretOffset: Int
    ) -> TextInputValidationResult {
        let lower = originalText.utf8.distance(from: originalText.startIndex, to: editedRange.lowerBound)
        let upper = originalText.utf8.distance(from: originalText.startIndex, to: editedRange.upperBound)
        let originalCaret =
            originalSelectedRange.isEmpty
            ? originalText.utf8.distance(from: originalText.startIndex, to: originalSelectedRange.lowerBound) : nil
        let verdict = originalText.withBorrowedUTF8 { original in
            replacementText.withBorrowedUTF8 { inserted in
                text.withBorrowedElements { text -> TextInputValidationResult? in
                    let kept = original.count - upper
                    if caretOffset == lower + inserted.count, text.count == lower + inserted.count + kept,
                        original.extracting(..<lower).elementsEqual(text.extracting(..<lower)),
                        inserted.elementsEqual(text.extracting(lower..<caretOffset)),
                        original.extracting(upper...).elementsEqual(text.extracting(caretOffset...))
                    {
                        return .accepted
                    }
                    if caretOffset == originalCaret, text.elementsEqual(original) {
                        return .rejected
                    }
                    return nil
                }
            }
        }
        if let verdict {
            return verdict
        }
        let newText = String(decoding: text, as: UTF8.self)
        let caret = newText.characterBoundary(
            atOrAfter: newText.utf8.index(newText.startIndex, offsetBy: min(max(caretOffset, 0), newText.utf8.count))
        )
        return .changed(newText, selectedRange: caret..<caret)
    }
}
