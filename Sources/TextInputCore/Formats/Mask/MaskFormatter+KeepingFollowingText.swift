extension MaskFormatter {
    /// The outcome of `edit`, which may insert among characters the field already holds: the
    /// mask may not push those out of its slots to make room — out of its last slots, or its
    /// first for a right-to-left mask, whose text grows at its start. `WE|ST` in a mask of four
    /// letters refuses a typed `X` instead of showing `WEX|S`, and a paste there keeps only the
    /// beginning that still leaves room for the rest. A Character the mask drops anyway (a letter
    /// where a digit goes) is dropped as before, and an edit at the end of a left-to-right text
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
        let isRightToLeft = masks.contains(where: \.isRightToLeft)
        // Left to right, only characters after the edit are at risk; right to left, any are.
        guard isRightToLeft || edit.editedRange.upperBound < original.endIndex,
            let shown = outcome.result.outcome(of: edit)?.text
        else { return outcome }
        let originalValue = value(of: original)
        let throughEdit = value(of: String(original[..<edit.editedRange.upperBound])).count
        let following = originalValue.dropFirst(throughEdit)
        guard isRightToLeft || !following.isEmpty else { return outcome }
        let before = String(original[..<edit.editedRange.lowerBound])
        let preceding = value(of: before)
        guard !(preceding.isEmpty && following.isEmpty) else { return outcome }
        let replacement = edit.replacementText
        guard !replacement.isEmpty else {
            // A deletion: what is left must still fit where it moves to. A Backspace over a
            // fixed character may take the one character beyond it.
            let shownValue = value(of: shown)
            if isRightToLeft {
                let widening = throughEdit == preceding.count ? 1 : 0
                return shownValue.count + widening >= preceding.count + following.count ? outcome : (.rejected, nil, "")
            }
            // Its letters and digits: a value's fixed characters ("{/}") move with them.
            let (shown, before, after) = (entered(shownValue), entered(preceding), entered(following))
            let widened = throughEdit == preceding.count && (shown == before.dropLast() + after || shown == before + after.dropFirst())
            return shown == before + after || shownValue == originalValue || widened ? outcome : (.rejected, nil, "")
        }
        // Whether `shown` keeps every character the field held, in place around what the mask
        // takes of `inserted` (counted right to left, where a value is read from the end).
        func keepsTheRest(_ inserted: Substring, shown: String) -> Bool {
            let shownValue = value(of: shown)
            if isRightToLeft {
                return shownValue.count >= preceding.count + value(of: String(inserted)).count + following.count
            }
            let enteredShown = entered(shownValue)
            return enteredShown.hasPrefix(entered(preceding)) && enteredShown.hasSuffix(entered(following))
                && shownValue.count >= value(of: before + inserted).count + following.count
        }
        guard !keepsTheRest(replacement[...], shown: shown) else { return outcome }

        // The longest beginning of the insertion, in Characters, that keeps the rest.
        let ends = Array(replacement.indices.dropFirst()) + [replacement.endIndex]
        var best: (edit: TextInputEdit, outcome: Outcome)?
        var low = 1, high = ends.count - 1
        while low <= high {
            let count = (low + high) / 2
            let shorter = edit.replacing(with: String(replacement[..<ends[count - 1]]))
            let candidate = validateRecording(shorter)
            if let text = candidate.result.outcome(of: shorter)?.text, keepsTheRest(replacement[..<ends[count - 1]], shown: text) {
                best = (shorter, candidate)
                low = count + 1
            } else {
                high = count - 1
            }
        }
        guard let best else { return (.rejected, nil, "") }
        return (best.outcome.result.rewritten(from: edit, to: best.edit), best.outcome.record, best.outcome.remainder)
    }

    /// The letters and digits of `value`: what was entered, without the fixed characters a
    /// value may hold.
    private func entered(_ value: some StringProtocol) -> String {
        String(value.filter { $0.isLetter || $0.isNumber })
    }

    /// The value `text` holds, as the mask reads it.
    private func value(of text: String) -> String {
        maskedText(for: text).extractedValue
    }
}
