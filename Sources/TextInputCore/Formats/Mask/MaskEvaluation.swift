extension MaskProgram {
    /// One application of a mask, as the engine reports it.
    struct Evaluation {
        /// The formatted text.
        var text: String
        /// Whether the formatted text is the input text, byte for byte.
        var isUnchanged: Bool
        /// The caret in `text`, in Characters, within the text.
        var caret: Int
        /// The extracted value; empty when it was not asked for.
        var value: String
        /// How many Characters the value has (pieces written; see ``MaskByteWriter``).
        var valueCharacterCount: Int
        /// Whether each byte of `text` is a Character, so that `caret` is also a byte offset.
        var isOneCharacterPerByte: Bool
        var run: MaskRun
        /// Where the placeholder of what is left to fill starts.
        var tailState: Int
    }

    /// Applies the mask to a prepared text; `caretUTF8` lies on a Character boundary.
    ///
    /// - Parameter unchangedText: The text to return when the mask leaves the input as it is,
    ///   which spares building it again; the input's own String, or anything when the caller
    ///   only looks at ``Evaluation/isUnchanged`` then.
    func evaluate(
        _ text: MaskText,
        caretUTF8: Int,
        gravity: Mask.CaretGravity,
        wantsValue: Bool = true,
        unchangedText: String? = nil
    ) -> Evaluation {
        guard isRightToLeft else {
            return evaluateLeftToRight(text, caretUTF8: caretUTF8, gravity: gravity, wantsValue: wantsValue, unchangedText: unchangedText)
        }
        // A right-to-left mask is compiled from the reversed format and reads the reversed text.
        let reversedText = String(String(decoding: text.bytes, as: UTF8.self).reversed())
        let caretFromEnd = text.characterCount - text.characterOffset(ofUTF8: caretUTF8)
        var evaluation = MaskText.withText(reversedText) { reversed in
            evaluateLeftToRight(
                reversed, caretUTF8: reversed.utf8Offset(ofCharacter: caretFromEnd), gravity: gravity, wantsValue: wantsValue, unchangedText: nil)
        }
        evaluation.text = String(evaluation.text.reversed())
        evaluation.value = String(evaluation.value.reversed())
        evaluation.caret = (evaluation.isOneCharacterPerByte ? evaluation.text.utf8.count : evaluation.text.count) - evaluation.caret
        return evaluation
    }

    private func evaluateLeftToRight(
        _ text: MaskText,
        caretUTF8: Int,
        gravity: Mask.CaretGravity,
        wantsValue: Bool,
        unchangedText: String?
    ) -> Evaluation {
        let rules = MaskCaretRules(gravity, isRightToLeft: isRightToLeft)
        let capacity = text.bytes.count + fixedUTF8Count
        // The value is written even when nobody asked for it: cheaper than asking at every byte.
        var evaluation = withScratchBuffers(of: UInt8.self, capacities: capacity, capacity) { outputBuffer, valueBuffer in
            var output = MaskByteWriter(outputBuffer)
            var value = MaskByteWriter(valueBuffer)
            let run = run(text, caretUTF8: caretUTF8, rules: rules, output: &output, value: &value)
            let isUnchanged = output.hasWritten(text.bytes)
            let isSimple = output.isOneCharacterPerByte
            // Autoskip edits the text afterwards, so it needs the real one.
            let reusable = rules.autoskips && !run.autoskippable.isEmpty ? nil : unchangedText
            let formatted = isUnchanged ? reusable ?? String(decoding: text.bytes, as: UTF8.self) : output.string
            let characterCount = isSimple ? output.count : isUnchanged ? text.characterCount : formatted.count
            return Evaluation(
                text: formatted,
                isUnchanged: isUnchanged,
                caret: Swift.min(Swift.max(run.caret, 0), characterCount),
                value: wantsValue ? value.string : "",
                valueCharacterCount: value.characterCount,
                isOneCharacterPerByte: isSimple,
                run: run,
                tailState: run.state
            )
        }
        if rules.autoskips, !evaluation.run.autoskippable.isEmpty {
            takeBackAutoskipped(&evaluation)
        }
        return evaluation
    }

    /// Removes, from the end of the text, the fixed characters passed while deleting before the
    /// caret, when the caret is at the end; the caret moves back over them either way.
    private func takeBackAutoskipped(_ evaluation: inout Evaluation) {
        var caret = evaluation.run.caret
        var count = evaluation.text.count
        for state in evaluation.run.autoskippable.reversed() {
            let fixedCharacter = states[state]
            if count == caret {
                if evaluation.text.last == fixedCharacter.character {
                    evaluation.text.removeLast()
                    evaluation.isUnchanged = false
                    count -= 1
                    caret -= 1
                }
                if fixedCharacter.kind == .fixed, evaluation.value.last == fixedCharacter.character {
                    evaluation.value.removeLast()
                    evaluation.valueCharacterCount -= 1
                }
            } else {
                caret -= 1
            }
            evaluation.tailState = state
        }
        evaluation.caret = Swift.min(Swift.max(caret, 0), count)
        evaluation.isOneCharacterPerByte = evaluation.isOneCharacterPerByte && evaluation.text.utf8.count == count
    }

    /// The value of a text formatted by this mask.
    func maskedText(of evaluation: Evaluation) -> MaskedText {
        MaskedText(formattedText: evaluation.text, extractedValue: evaluation.value, isComplete: isCompleteAt[evaluation.run.state])
    }
}
