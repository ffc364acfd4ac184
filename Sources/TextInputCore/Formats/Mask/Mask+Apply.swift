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
    package func apply(to input: Input) -> Result {
        MaskText.withText(input.text) { text in
            result(
                of: program.evaluate(text, caretUTF8: text.utf8Offset(ofCharacter: input.caretOffset), gravity: input.caretGravity, unchangedText: input.text))
        }
    }

    /// Applies the mask to `text` as to a paste: the caret at the end, no autocompletion.
    ///
    /// ```swift
    /// try Mask("+1 ([000]) [000]-[0000]").apply("+1 (555").extractedValue // "555"
    /// ```
    package func apply(_ text: String) -> Result {
        apply(to: Input(text: text))
    }

    private func result(of evaluation: MaskProgram.Evaluation) -> Result {
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
}
