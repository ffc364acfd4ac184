extension MaskFormatter {
    /// The outcome of `edit`, which may insert before characters the field already holds: the
    /// mask may not push those out of its last slots to make room. `WE|ST` in a mask of four
    /// letters refuses a typed `X` instead of showing `WEX|S`, and a paste there keeps only the
    /// beginning that still leaves room for what follows it. A Character the mask drops anyway
    /// (a letter where a digit goes) is dropped as before, and an edit at the end of the text
    /// costs nothing more. A deletion is refused when what follows it would not fit where it
    /// moves to: with the digits of `AB 12 34` after them in a mask of two letters then digits,
    /// deleting `B` would leave a digit where a letter goes and every digit dropped, so the field
    /// refuses it and its announcer says why.
    ///
    /// Which beginning fits is found by binary search, a few applications of the mask however
    /// long the paste.
    func validateKeepingFollowingText(_ edit: TextInputEdit) -> Outcome {
        let outcome = validateRecording(edit)
        let original = edit.originalText
        guard edit.editedRange.upperBound < original.endIndex,
            !masks.contains(where: \.isRightToLeft),
            let shown = outcome.result.outcome(of: edit)?.text
        else { return outcome }
        let throughEdit = valueCount(of: String(original[..<edit.editedRange.upperBound]))
        let following = valueCount(of: original) - throughEdit
        guard following > 0 else { return outcome }
        let before = String(original[..<edit.editedRange.lowerBound])
        let replacement = edit.replacementText
        guard !replacement.isEmpty else {
            // A deletion: what follows must still fit where it moves to. A Backspace over a
            // fixed character may take the one character beyond it.
            let kept = valueCount(of: before)
            let widening = throughEdit == kept ? 1 : 0
            return valueCount(of: shown) + widening >= kept + following ? outcome : (.rejected, nil, "")
        }
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

    /// How many characters of its value `text` holds, as the mask reads it.
    private func valueCount(of text: String) -> Int {
        maskedText(for: text).extractedValue.count
    }
}
