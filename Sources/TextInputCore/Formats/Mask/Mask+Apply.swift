extension Mask {
    /// Applies the mask to a text with a caret: the formatted text, where the caret lands, the
    /// extracted value and whether the text is complete.
    ///
    /// Input Characters are matched left to right: a slot takes a Character it accepts, and a
    /// Character that fits no slot is skipped; a fixed character is written into the text, and
    /// takes the input Character along when the user typed it too.
    ///
    /// ```swift
    /// let phone = try Mask("+1 ([000]) [000]-[0000]")
    /// let typed = phone.apply(to: Mask.Input(text: "555", caretGravity: .forward(autocomplete: true)))
    /// typed.formattedText // "+1 (555) "
    /// typed.caretOffset   // 9
    /// ```
    public func apply(to input: Input) -> Result {
        MaskText.withText(input.text) { text in
            result(of: evaluate(text, caretUTF8: text.utf8Offset(ofCharacter: input.caretOffset), gravity: input.caretGravity))
        }
    }

    /// Applies the mask to `text` as to a paste: the caret at the end, no autocompletion.
    ///
    /// ```swift
    /// try Mask("+1 ([000]) [000]-[0000]").apply("+1 (555").extractedValue // "555"
    /// ```
    public func apply(_ text: String) -> Result {
        apply(to: Input(text: text))
    }

    private func result(of evaluation: Evaluation) -> Result {
        Result(
            formattedText: evaluation.text,
            caretOffset: evaluation.caret,
            extractedValue: evaluation.value,
            isComplete: program.isCompleteAt[evaluation.run.state],
            affinity: evaluation.run.affinity,
            tailPlaceholder: isRightToLeft
                ? String(program.placeholder(from: evaluation.tailState).reversed())
                : program.placeholder(from: evaluation.tailState)
        )
    }

    /// One application of the mask, as the engine reports it.
    struct Evaluation {
        /// The formatted text.
        var text: String
        /// The caret in `text`, in Characters, within the text.
        var caret: Int
        /// The extracted value; empty when it was not asked for.
        var value: String
        /// Whether each byte of `text` is a Character, so that `caret` is also a byte offset.
        var isOneCharacterPerByte: Bool
        var run: MaskRun
        /// Where the placeholder of what is left to fill starts.
        var tailState: Int
    }

    /// Applies the mask to a prepared text; `caretUTF8` lies on a Character boundary.
    func evaluate(_ text: MaskText, caretUTF8: Int, gravity: CaretGravity, wantsValue: Bool = true) -> Evaluation {
        guard isRightToLeft else {
            return evaluateLeftToRight(text, caretUTF8: caretUTF8, gravity: gravity, wantsValue: wantsValue)
        }
        // A right-to-left mask is compiled from the reversed format and reads the reversed text.
        let reversedText = String(String(decoding: text.bytes, as: UTF8.self).reversed())
        let caretFromEnd = text.characterCount - text.characterOffset(ofUTF8: caretUTF8)
        var evaluation = MaskText.withText(reversedText) { reversed in
            evaluateLeftToRight(reversed, caretUTF8: reversed.utf8Offset(ofCharacter: caretFromEnd), gravity: gravity, wantsValue: wantsValue)
        }
        evaluation.text = String(evaluation.text.reversed())
        evaluation.value = String(evaluation.value.reversed())
        evaluation.caret = (evaluation.isOneCharacterPerByte ? evaluation.text.utf8.count : evaluation.text.count) - evaluation.caret
        return evaluation
    }

    private func evaluateLeftToRight(_ text: MaskText, caretUTF8: Int, gravity: CaretGravity, wantsValue: Bool) -> Evaluation {
        let rules = MaskCaretRules(gravity, isRightToLeft: isRightToLeft)
        let capacity = text.bytes.count + program.fixedUTF8Count
        var evaluation = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * capacity) { buffer in
            var output = MaskByteWriter(UnsafeMutableBufferPointer(rebasing: buffer[0..<capacity]))
            var value = MaskByteWriter(wantsValue ? UnsafeMutableBufferPointer(rebasing: buffer[capacity...]) : nil)
            let run = program.run(text, caretUTF8: caretUTF8, rules: rules, output: &output, value: &value)
            let isSimple = output.isOneCharacterPerByte
            let characterCount = isSimple ? output.count : output.string.count
            return Evaluation(
                text: output.string,
                caret: Swift.min(Swift.max(run.caret, 0), characterCount),
                value: value.string,
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
            let fixedCharacter = program.states[state]
            if count == caret {
                if evaluation.text.last == fixedCharacter.character {
                    evaluation.text.removeLast()
                    count -= 1
                    caret -= 1
                }
                if fixedCharacter.kind == .fixed, evaluation.value.last == fixedCharacter.character {
                    evaluation.value.removeLast()
                }
            } else {
                caret -= 1
            }
            evaluation.tailState = state
        }
        evaluation.caret = Swift.min(Swift.max(caret, 0), count)
        evaluation.isOneCharacterPerByte = evaluation.isOneCharacterPerByte && evaluation.text.utf8.count == count
    }
}
