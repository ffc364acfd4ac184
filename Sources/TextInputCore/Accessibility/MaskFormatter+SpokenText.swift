import Foundation

extension MaskFormatter {
    /// What VoiceOver says for `text`: its groups of letters and digits spelled out, then how
    /// many characters are left to type, never the template the field shows after it.
    ///
    /// ```swift
    /// MaskFormatter(masks: [try Mask("+1 ([000]) [000]-[0000]")])
    ///     .spokenText(of: "+1 (555", locale: Locale(identifier: "en_US")).text   // "+1 (555, seven digits left"
    /// ```
    func spokenText(of text: String, locale: Locale) -> TextInputSpokenText {
        guard !text.isEmpty else { return TextInputSpokenText("") }
        return TextInputSpokenText(spellingOutGroupsIn: text).appending(slotsLeft(after: text).phrase(locale: locale))
    }

    /// The mandatory slots the mask picked for `text` still has unfilled after it, up to an
    /// ellipsis: what a mask's field says is left to type instead of reading its template.
    ///
    /// ```swift
    /// MaskFormatter(masks: [try Mask("+1 ([000]) [000]-[0000]")]).slotsLeft(after: "+1 (555")
    /// // MaskSlotsLeft(count: 7, takesOnlyDigits: true)
    /// ```
    func slotsLeft(after text: String) -> MaskSlotsLeft {
        MaskText.withText(text) { input in
            let caret = input.bytes.count
            let gravity = Mask.CaretGravity.forward(autocomplete: false)
            let program = programs[pick(for: input, caretUTF8: caret, gravity: gravity)]
            let evaluation = program.evaluate(input, caretUTF8: caret, gravity: gravity, wantsValue: false, unchangedText: "")
            let unfilled = program.states[min(evaluation.tailState, program.states.count)...]
                .prefix { $0.kind != .ellipsis }
                .filter { $0.kind == .mandatory }
            return MaskSlotsLeft(
                count: unfilled.count,
                takesOnlyDigits: unfilled.allSatisfy { $0.characterClass.set.isSubset(of: .decimalDigits) }
            )
        }
    }
}
