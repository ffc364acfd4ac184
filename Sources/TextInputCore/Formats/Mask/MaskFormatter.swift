// Why the mask edits by its own rules
//
// The card number, phone and number formats edit through one rule, `SignificantCharacterEdit`
// (in `Text/`): the text is reduced to its significant characters, edited, laid out again, and
// a key that deletes only a separator deletes the digit beyond it. The mask does not use it, on
// purpose: it follows the InputMask libraries (the reference fixture and parity tests in
// `Tests/TextInputCoreTests/Formats/Mask` hold it to them), whose rules differ on every point.
//
// - Fixed characters are deletable. A mask writes its fixed characters ahead of the caret only
//   while the user types at the end (autocompletion); a deletion never autocompletes, so
//   Backspace at the end removes "+1 (555) " one character at a time, fixed ones included, and
//   the field always empties. Under the shared rule a separator is never deleted by itself.
// - Backspace in the middle moves the caret over a fixed character, which the mask writes back,
//   instead of deleting the character before it: the caret's gravity (backward for a deletion,
//   forward for an insertion) decides where it lands, as InputMask's does.
// - Autoskip removes, with a deletion at the end, the fixed characters it leaves at the end.
// - What is significant depends on the slot: a digit is input in a `[0]` slot and a letter in
//   an `[A]` one, and a character that fits no slot, or a fixed character typed where the mask
//   has it, is consumed by the match. The significant characters of a text are known only once
//   the mask has matched it, so there is no predicate to reduce the text by before laying it
//   out.
//
// Affinity (which of several masks formats an edit) and right-to-left masks build on these
// rules, so the mask keeps its engine (`MaskProgram`, `MaskEngine`, `MaskCaretRules`) as it is.

import Foundation

/// The formatter of a mask format: applies the best fitting mask to every edit.
///
/// How an edit becomes a mask application, as in the InputMask family's text field listeners:
/// - typing (one Character, at the end) autocompletes: the fixed characters up to the next
///   slot are written after it, so nobody types separators;
/// - a paste, an edit in the middle, autocorrection or a value set by the app applies the mask
///   without autocompletion;
/// - a deletion keeps the caret where the deleted text was and never autocompletes, so that
///   backspace can always remove fixed characters; with `autoskip`, fixed characters left at
///   the end are removed along with it.
///
/// ```swift
/// let formatter = MaskFormatter(masks: [try Mask("[00]{.}[00]")])
/// formatter.validate(TextInputEdit.pasting("1234")) // .changed("12.34", selectedRange: …)
/// ```
package struct MaskFormatter: TextInputFormatterType {
    /// The masks, the primary one first.
    package let masks: [Mask]
    /// How each edit picks one of `masks`.
    package let affinityStrategy: MaskAffinityStrategy
    /// Whether a deletion at the end also removes the fixed characters it leaves at the end.
    package let autoskip: Bool
    /// Whether a typed Character replaces the slot Character after the caret instead of
    /// pushing the rest along (see `MaskFormatter+Overwrite.swift`).
    package let overwrites: Bool
    /// Whether the field shows the unfilled rest of the mask after the text, as provisional
    /// text (see `MaskFormatter+Remainder.swift`).
    package let showsRemainder: Bool
    /// What the remainder shows for each slot: the slot's own placeholder character when nil.
    package let remainderSlotCharacter: Character?
    /// The template of each program the remainder is read from; empty unless it is shown.
    private let remainderTemplates: [MaskTemplate]
    /// How many Characters after the caret an overwrite looks at: the longest run of fixed
    /// characters in a mask, and the slot after it.
    let overwriteReach: Int

    let programs: [MaskProgram]
    /// Whether the value of a text depends on the edit that produced it, so that the formatter
    /// leaves each edit's value in the field's memory (``MaskEditRecord``): with affine masks
    /// (which mask formatted it); with right-to-left masks, where the text an edit started from
    /// decides which optional slots were filled (typing "😀" before "0Z" in `[0A9a]` completes
    /// it; "0Z" alone does not); and with autoskip, whose value is that of the text before it
    /// took fixed characters back.
    private let recordsEditValues: Bool

    /// Creates a formatter; `masks` holds the primary mask first.
    ///
    /// ```swift
    /// let dates = MaskFormatter(
    ///     masks: [try Mask("[00]{.}[00]{.}[0000]"), try Mask("[00]{/}[00]{/}[0000]")],
    ///     affinityStrategy: .prefix)
    /// ```
    ///
    /// With no mask at all the formatter formats with the empty mask: every text becomes "", so
    /// the field takes no input. ``validated()`` reports it.
    package init(
        masks: [Mask],
        affinityStrategy: MaskAffinityStrategy = .wholeString,
        autoskip: Bool = false,
        overwrites: Bool = false,
        showsRemainder: Bool = false,
        remainderSlotCharacter: Character? = nil
    ) {
        self.masks = masks
        self.affinityStrategy = affinityStrategy
        self.autoskip = autoskip
        self.overwrites = overwrites
        self.showsRemainder = showsRemainder
        self.remainderSlotCharacter = remainderSlotCharacter
        programs = masks.isEmpty ? [MaskProgram(states: [], isRightToLeft: false)] : masks.map(\.program)
        overwriteReach = 1 + (programs.map(\.longestFixedRun).max() ?? 0)
        remainderTemplates = showsRemainder ? programs.map { MaskTemplate($0, slotCharacter: remainderSlotCharacter) } : []
        recordsEditValues = masks.count > 1 || masks.contains(where: \.isRightToLeft) || autoskip
    }

    /// The text after the longest fixed prefix of a mask (`+1 (`) that the text starts with;
    /// the whole text when it starts with none.
    package func editableRange(in text: String) -> Range<String.Index> {
        let utf8 = text.utf8
        let prefixLength = programs.lazy.map(\.fixedPrefixUTF8).filter { utf8.starts(with: $0) }.map(\.count).max() ?? 0
        return utf8.index(utf8.startIndex, offsetBy: prefixLength)..<text.endIndex
    }

    /// This formatter, when it has at least one mask.
    ///
    /// ```swift
    /// let formatter = try MaskFormatter(masks: [try Mask("[00]")]).validated()
    /// ```
    ///
    /// - Throws: ``TextInputConfigurationError`` for a formatter made with no mask.
    package func validated() throws(TextInputConfigurationError) -> MaskFormatter {
        guard !masks.isEmpty else { throw .noMasks }
        return self
    }

    package func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        guard showsRemainder else { return validateEntered(edit, memory: &memory).result }
        return validateShowingRemainder(edit, memory: &memory)
    }

    /// The result of `edit` of the text the user entered, overwriting when the formatter does,
    /// with the field's memory of it.
    func validateEntered(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> Outcome {
        let outcome = (overwrites ? overwriting(edit) : nil) ?? validateKeepingFollowingText(edit)
        if let record = outcome.record {
            memory[MaskEditRecord.self] = record
        }
        return outcome
    }

    /// The result of `edit`, and what the field must remember of it when the value of a text
    /// depends on the edit.
    func validateRecording(_ edit: TextInputEdit) -> Outcome {
        let isDeletion = edit.replacementText.isEmpty && !edit.editedRange.isEmpty
        let gravity: Mask.CaretGravity = isDeletion ? .backward(autoskip: autoskip) : .forward(autocomplete: Self.autocompletes(edit))
        let edited = edit.editedUTF8Offsets
        let start = edited.lowerBound, end = edited.upperBound
        let caretUTF8 = start + (isDeletion ? 0 : edit.replacementText.utf8.count)
        let validation = edit.originalText.withBorrowedUTF8 { original in
            edit.replacementText.withBorrowedUTF8 { replacement in
                validateOneCharacterPerByte(original, replacing: start..<end, with: replacement, caretUTF8: caretUTF8, gravity: gravity)
            }
        }
        if let validation {
            return validation
        }
        return MaskText.withText(edit.resultingText) { input in
            validate(input, caretUTF8: caretUTF8, gravity: gravity)
        }
    }

    /// A validation result, the value the edit gave its text when the field must remember it,
    /// and the unfilled rest of the mask after the text when the field shows it.
    typealias Outcome = (result: TextInputValidationResult, record: MaskEditRecord?, remainder: String)

    /// The fast path for ASCII text: the edited text is assembled in a stack buffer, and no
    /// String is built unless the mask changes it. Nil when the text is not ASCII.
    private func validateOneCharacterPerByte(
        _ original: BorrowedBuffer<UInt8>,
        replacing range: Range<Int>,
        with replacement: BorrowedBuffer<UInt8>,
        caretUTF8: Int,
        gravity: Mask.CaretGravity
    ) -> Outcome? {
        withScratchBuffer(of: UInt8.self, capacity: original.count - range.count + replacement.count) { text in
            text.append(contentsOf: original.extracting(..<range.lowerBound))
            text.append(contentsOf: replacement)
            text.append(contentsOf: original.extracting(range.upperBound...))
            guard MaskText.isOneCharacterPerByte(text.elements) else { return nil }
            return validate(MaskText(bytes: text.elements, boundaries: nil), caretUTF8: caretUTF8, gravity: gravity)
        }
    }

    private func validate(_ input: MaskText, caretUTF8: Int, gravity: Mask.CaretGravity) -> Outcome {
        let picked = pick(for: input, caretUTF8: caretUTF8, gravity: gravity)
        let program = programs[picked]
        let formatted = program.evaluate(
            input, caretUTF8: caretUTF8, gravity: gravity, wantsValue: recordsEditValues, unchangedText: recordsEditValues ? nil : "")
        let record = recordsEditValues ? MaskEditRecord(text: formatted.text, value: program.maskedText(of: formatted)) : nil
        // The unfilled rest of the mask; none once it is complete, and none for a right-to-left
        // mask, whose text grows at its start.
        let remainder =
            showsRemainder && !program.isRightToLeft && !program.isCompleteAt[min(formatted.tailState, program.states.count)]
            ? remainderTemplates[picked].text(from: formatted.tailState)
            : ""
        if formatted.isUnchanged, formatted.caret == input.characterOffset(ofUTF8: caretUTF8),
            input.utf8Offset(ofCharacter: formatted.caret) == caretUTF8
        {
            return (.accepted, record, remainder)
        }
        let text = formatted.isUnchanged && !recordsEditValues ? String(decoding: input.bytes, as: UTF8.self) : formatted.text
        let caret =
            formatted.isOneCharacterPerByte
            ? text.utf8.index(text.startIndex, offsetBy: formatted.caret)
            : text.index(text.startIndex, offsetBy: formatted.caret, limitedBy: text.endIndex) ?? text.endIndex
        return (.changed(text, selectedRange: caret..<caret), record, remainder)
    }

    /// The value of `text` in a field that remembers `memory`. With affine masks, the value
    /// depends on the mask that formatted the text, and with right-to-left masks or autoskip on
    /// the text the edit started from: for the text of the field's last edit, it is that edit's
    /// value. Any other text has the value ``maskedText(for:)`` gives it.
    package func maskedText(for text: String, memory: TextInputFieldMemory) -> MaskedText {
        if recordsEditValues, let value = memory[MaskEditRecord.self]?.value(for: text) {
            return value
        }
        return maskedText(for: text)
    }

    /// The value of `text`, whatever field shows it: what the mask the strategy picks for `text`
    /// (as for a paste) makes of it, or, when that mask would reformat the text, what the first
    /// mask that produces `text` exactly gives.
    ///
    /// ```swift
    /// MaskFormatter(masks: [try Mask("+1 ([000]) [000]-[0000]")]).maskedText(for: "+1 (555) 12")
    /// // MaskedText(formattedText: "+1 (555) 12", extractedValue: "55512", isComplete: false)
    /// ```
    package func maskedText(for text: String) -> MaskedText {
        MaskText.withText(text) { input in
            let caret = input.bytes.count
            let gravity = Mask.CaretGravity.forward(autocomplete: false)
            let picked = programs[pick(for: input, caretUTF8: caret, gravity: gravity)]
            let evaluation = picked.evaluate(input, caretUTF8: caret, gravity: gravity, unchangedText: text)
            if programs.count > 1, !evaluation.isUnchanged {
                for program in programs where program !== picked {
                    let candidate = program.evaluate(input, caretUTF8: caret, gravity: gravity, unchangedText: text)
                    if candidate.isUnchanged {
                        return program.maskedText(of: candidate)
                    }
                }
            }
            return picked.maskedText(of: evaluation)
        }
    }

    /// Whether the edit is typed, which autocompletes fixed characters when it happens at the
    /// end: a key, or a composition an input method commits.
    static func autocompletes(_ edit: TextInputEdit) -> Bool {
        edit.kind == .typing || edit.kind == .markedTextCommit
    }

    /// The index of the mask the strategy picks for the text, the primary on ties.
    func pick(for input: MaskText, caretUTF8: Int, gravity: Mask.CaretGravity) -> Int {
        guard programs.count > 1 else { return 0 }
        switch affinityStrategy {
        case .wholeString:
            return MaskAffinityStrategy.best(count: programs.count) {
                programs[$0].evaluate(input, caretUTF8: caretUTF8, gravity: gravity, wantsValue: false, unchangedText: "").run.affinity
            }
        case .prefix:
            return MaskAffinityStrategy.best(count: programs.count) {
                let formatted = programs[$0].evaluate(input, caretUTF8: caretUTF8, gravity: gravity, wantsValue: false, unchangedText: "")
                return formatted.isUnchanged ? input.characterCount : Self.commonPrefixLength(formatted, input)
            }
        case .capacity:
            let length = input.characterCount
            return MaskAffinityStrategy.best(count: programs.count) {
                let capacity = programs[$0].totalTextLength
                return length > capacity ? Int.min : length - capacity
            }
        case .extractedValueCapacity:
            return MaskAffinityStrategy.best(count: programs.count) {
                let evaluation = programs[$0].evaluate(input, caretUTF8: caretUTF8, gravity: gravity, unchangedText: "")
                let length = evaluation.value.count
                let capacity = programs[$0].totalValueLength
                return length > capacity ? Int.min : length - capacity
            }
        }
    }

    /// How many Characters the formatted text and the input have in common at their start.
    private static func commonPrefixLength(_ formatted: MaskProgram.Evaluation, _ input: MaskText) -> Int {
        if formatted.isOneCharacterPerByte, input.boundaries == nil {
            return zip(formatted.text.utf8, input.bytes).prefix { $0 == $1 }.count
        }
        let inputText = String(decoding: input.bytes, as: UTF8.self)
        return zip(formatted.text, inputText).prefix { $0 == $1 }.count
    }
}
