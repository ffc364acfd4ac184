extension MaskFormatter {
    /// The outcome of `edit`, which may insert before characters the field already holds: the
    /// mask may not push those out of its last slots to make room. `WE|ST` in a mask of four
    /// letters refuses a typed `X` instead of showing `WEX|S`, and a paste there keeps only the
    /// beginning that still leaves room for what follows it. A Character the mask drops anyway
    /// (a letter where a digit goes) is dropped as before, and an edit at the end of the text
    /// costs nothing more. A deletion is refused when what follows it would not fit where it
    /// moves to (see ``refusingDeletionThatDrops(_:outcome:)``).
    ///
    /// Which beginning fits is found by binary search, a few applications of the mask however
    /// long the paste.
    func validateKeepingFollowingText(_ edit: TextInputEdit) -> Outcome {
        let outcome = validateRecording(edit)
        let original = edit.originalText
        let replacement = edit.replacementText
        guard !replacement.isEmpty else { return refusingDeletionThatDrops(edit, outcome: outcome) }
        guard edit.editedRange.upperBound < original.endIndex,
            !masks.contains(where: \.isRightToLeft),
            let shown = outcome.result.outcome(of: edit)?.text
        else { return outcome }
        let following = valueCount(of: original) - valueCount(of: String(original[..<edit.editedRange.upperBound]))
        guard following > 0 else { return outcome }
        let before = String(original[..<edit.editedRange.lowerBound])
        func keepsFollowing(_ inserted: Substring, shown: String) -> Bool {
            valueCount(of: shown) >= valueCount(of: before + inserted) + following
        }
        guard !keepsFollowing(replacement[...], shown: shown) else { return outcome }

        // The longest beginning of the insertion, in Characters, that keeps what follows.
        let ends = Array(replacement.indices.dropFirst()) + [replacement.endIndex]
        var best: (edit: TextInputEdit, outcome: Outcome)?
        var low = 1, high = ends.count - 1
        while low <= high {
            let count = (low + high) / 2
            let shorter = edit.replacing(with: String(replacement[..<ends[count - 1]]))
            let candidate = validateRecording(shorter)
            if let text = candidate.result.outcome(of: shorter)?.text, keepsFollowing(replacement[..<ends[count - 1]], shown: text) {
                best = (shorter, candidate)
                low = count + 1
            } else {
                high = count - 1
            }
        }
        guard let best else { return (.rejected, nil, "") }
        return (best.outcome.result.rewritten(from: edit, to: best.edit), best.outcome.record, best.outcome.remainder)
    }

    /// `outcome` of the deletion `edit`, or a refusal when it would drop characters of the value
    /// the user did not delete: with the digits of `AB 12 34` after them in a mask of two
    /// letters then digits, deleting `B` would leave a digit where a letter goes and every digit
    /// dropped. The characters that follow keep their place only if they fit where they move
    /// to, so the field refuses the deletion and its announcer says why. A Backspace over a fixed
    /// character may delete the one character beyond it; a deletion at the end of the text costs
    /// nothing more.
    private func refusingDeletionThatDrops(_ edit: TextInputEdit, outcome: Outcome) -> Outcome {
        let original = edit.originalText
        guard !edit.editedRange.isEmpty, edit.editedRange.upperBound < original.endIndex,
            !masks.contains(where: \.isRightToLeft),
            let shown = outcome.result.outcome(of: edit)?.text
        else { return outcome }
        let total = valueCount(of: original)
        let deleted = valueCount(of: String(original[..<edit.editedRange.upperBound])) - valueCount(of: String(original[..<edit.editedRange.lowerBound]))
        let widening = deleted == 0 ? 1 : 0
        return valueCount(of: shown) + deleted + widening >= total ? outcome : (.rejected, nil, "")
    }

    /// How many characters of its value `text` holds, as the mask reads it.
    private func valueCount(of text: String) -> Int {
        maskedText(for: text).extractedValue.count
    }
}
