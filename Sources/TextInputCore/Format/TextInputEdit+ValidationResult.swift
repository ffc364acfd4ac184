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
    public func validationResult(
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

extension TextInputEdit {
    /// What a formatter answers when it wants the field to show `text` with the caret at
    /// `caret`, an index of `text`, after this edit: the same decision as
    /// ``validationResult(showingUTF8:caretAtUTF8Offset:)``, for a formatter that builds a
    /// `String`.
    ///
    /// Answer through it rather than returning ``TextInputValidationResult/accepted`` yourself:
    /// it compares the text with what *this* edit, the one the field proposed, gives. A
    /// formatter that rewrites the edit first — a Backspace just after a separator widened to
    /// delete the character before it — and then compares with its rewritten edit would answer
    /// `.accepted`, and the field would apply its own, unwidened edit.
    ///
    /// ```swift
    /// // "GB82 |W", Backspace: the field proposes deleting the space.
    /// let text = "GB82 W"
    /// let caret = text.index(text.startIndex, offsetBy: 5)
    /// let backspace = TextInputEdit(originalText: text, originalSelectedRange: caret..<caret, replacementText: "",
    ///                               editedRange: text.index(before: caret)..<caret, kind: .deleteBackward)
    /// // The formatter deletes the "2" instead and groups again: "GB8W", the caret after "GB8".
    /// let wanted = "GB8W"
    /// backspace.validationResult(showing: wanted, caretAt: wanted.index(wanted.startIndex, offsetBy: 3))
    /// // .changed("GB8W", …), never .accepted: the field's own edit would leave "GB82W"
    /// ```
    public func validationResult(showing text: String, caretAt caret: String.Index) -> TextInputValidationResult {
        let offset = caret <= text.endIndex ? text.utf8.distance(from: text.startIndex, to: caret) : text.utf8.count
        return validationResult(showingUTF8: text.utf8, caretAtUTF8Offset: offset)
    }
}
