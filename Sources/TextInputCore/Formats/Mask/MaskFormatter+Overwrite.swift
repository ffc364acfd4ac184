// Overwriting, and where it differs from maskito's `overwriteMode: 'replace'`
//
// maskito, in replace mode, widens every insertion at a caret to as many characters as were
// inserted, whatever they are, and lets the mask sort out the result. Here one Character
// inserted at a caret overwrites (typed, or pasted alone: UIKit cannot tell the two apart), a
// longer paste inserts as usual, and the Character overwrites the next slot Character after
// the caret, passing over the fixed characters on the way: in `12|/05/2024`, typing `0` gives
// `12/0|5/2024`, where maskito would replace the `/`. A Character no slot there takes, or a
// caret at the end of the text, types as in insert mode.

extension MaskFormatter {
    /// `edit`, one Character inserted at a caret, as an overwrite: it replaces the first Character
    /// after the caret (passing over fixed characters) for which the mask keeps the result
    /// exactly as it is, and the caret follows it. Nil when `edit` is no such Character, or no
    /// Character within reach takes it: the edit then inserts as usual.
    ///
    /// Each attempt is one application of the mask; a caret passes at most the longest run of
    /// fixed characters before it reaches a slot, so an edit makes at most `overwriteReach`.
    func overwriting(_ edit: TextInputEdit) -> Outcome? {
        let text = edit.originalText
        guard edit.editedRange.isEmpty, edit.editedRange.upperBound < text.endIndex,
            !edit.replacementText.isEmpty, edit.replacementText.index(after: edit.replacementText.startIndex) == edit.replacementText.endIndex
        else { return nil }
        var start = edit.editedRange.lowerBound
        for _ in 0..<overwriteReach where start < text.endIndex {
            let end = text.index(after: start)
            var candidate = edit
            candidate.editedRange = start..<end
            candidate.originalSelectedRange = start..<end
            let outcome = validateRecording(candidate)
            if outcome.result == .accepted {
                let (shown, caret) = candidate.result
                return (.changed(shown, selectedRange: caret), outcome.record, outcome.remainder)
            }
            start = end
        }
        return nil
    }
}
