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
public struct MaskFormatter: TextInputEditFormatterType {
    /// The masks, the primary one first.
    public let masks: [Mask]
    /// How each edit picks one of `masks`.
    public let affinityStrategy: MaskAffinityStrategy
    /// Whether a deletion at the end also removes the fixed characters it leaves at the end.
    public let autoskip: Bool

    private let lastEdit = MaskLastEdit()

    /// Creates a formatter; `masks` holds the primary mask first and must not be empty.
    public init(masks: [Mask], affinityStrategy: MaskAffinityStrategy = .wholeString, autoskip: Bool = false) {
        precondition(!masks.isEmpty, "a mask formatter needs at least its primary mask")
        self.masks = masks
        self.affinityStrategy = affinityStrategy
        self.autoskip = autoskip
    }

    public func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
        let isDeletion = edit.replacementText.isEmpty && !edit.editedRange.isEmpty
        let gravity: Mask.CaretGravity = isDeletion ? .backward(autoskip: autoskip) : .forward(autocomplete: Self.autocompletes(edit))
        let original = edit.originalText.utf8
        let caretUTF8 = original.distance(from: original.startIndex, to: edit.editedRange.lowerBound)
            + (isDeletion ? 0 : edit.replacementText.utf8.count)
        let text = edit.resultingText
        return MaskText.withText(text) { input in
            let mask = masks[pick(for: input, caretUTF8: caretUTF8, gravity: gravity)]
            let formatted = mask.evaluate(input, caretUTF8: caretUTF8, gravity: gravity, wantsValue: masks.count > 1)
            if masks.count > 1 {
                lastEdit.record(mask.maskedText(of: formatted), for: formatted.text)
            }
            let inputCaret = input.characterOffset(ofUTF8: caretUTF8)
            if formatted.caret == inputCaret, input.utf8Offset(ofCharacter: inputCaret) == caretUTF8,
               formatted.text.utf8.elementsEqual(input.bytes) {
                return .accepted
            }
            let caret = formatted.isOneCharacterPerByte
                ? formatted.text.utf8.index(formatted.text.startIndex, offsetBy: formatted.caret)
                : formatted.text.index(formatted.text.startIndex, offsetBy: formatted.caret, limitedBy: formatted.text.endIndex)
                    ?? formatted.text.endIndex
            return .changed(formatted.text, selectedRange: caret..<caret)
        }
    }

    /// The value of `text`. With affine masks, the value depends on the mask that formatted the
    /// text: for the text of the last edit this formatter validated, it is that edit's value.
    /// Otherwise it is what the mask the strategy picks for `text` (as for a paste) makes of it,
    /// or, when that mask would reformat the text, what the first mask that produces `text`
    /// exactly gives.
    ///
    /// ```swift
    /// MaskFormatter(masks: [try Mask("+1 ([000]) [000]-[0000]")]).maskedText(for: "+1 (555) 12")
    /// // MaskedText(formattedText: "+1 (555) 12", extractedValue: "55512", isComplete: false)
    /// ```
    public func maskedText(for text: String) -> MaskedText {
        if masks.count > 1, let value = lastEdit.value(for: text) {
            return value
        }
        return MaskText.withText(text) { input in
            let caret = input.bytes.count
            let gravity = Mask.CaretGravity.forward(autocomplete: false)
            let picked = pick(for: input, caretUTF8: caret, gravity: gravity)
            let evaluation = masks[picked].evaluate(input, caretUTF8: caret, gravity: gravity)
            if masks.count > 1, !evaluation.text.utf8.elementsEqual(input.bytes) {
                for mask in masks where mask != masks[picked] {
                    let candidate = mask.evaluate(input, caretUTF8: caret, gravity: gravity)
                    if candidate.text.utf8.elementsEqual(input.bytes) {
                        return mask.maskedText(of: candidate)
                    }
                }
            }
            return masks[picked].maskedText(of: evaluation)
        }
    }

    /// Whether the edit is typing, which autocompletes fixed characters when it happens at the end.
    static func autocompletes(_ edit: TextInputEdit) -> Bool {
        switch edit.kind {
        case .typing: true
        case .unknown, .markedTextCommit: TextInputEditKind.inferred(fromReplacement: edit.replacementText) == .typing
        default: false
        }
    }

    /// The index of the mask the strategy picks for the text, the primary on ties.
    func pick(for input: MaskText, caretUTF8: Int, gravity: Mask.CaretGravity) -> Int {
        guard masks.count > 1 else { return 0 }
        switch affinityStrategy {
        case .wholeString:
            return MaskAffinityStrategy.best(count: masks.count) {
                masks[$0].evaluate(input, caretUTF8: caretUTF8, gravity: gravity, wantsValue: false).run.affinity
            }
        case .prefix:
            return MaskAffinityStrategy.best(count: masks.count) {
                let formatted = masks[$0].evaluate(input, caretUTF8: caretUTF8, gravity: gravity, wantsValue: false)
                return Self.commonPrefixLength(formatted, input)
            }
        case .capacity:
            let length = input.characterCount
            return MaskAffinityStrategy.best(count: masks.count) {
                let capacity = masks[$0].totalTextLength
                return length > capacity ? Int.min : length - capacity
            }
        case .extractedValueCapacity:
            return MaskAffinityStrategy.best(count: masks.count) {
                let value = masks[$0].evaluate(input, caretUTF8: caretUTF8, gravity: gravity).value
                let length = value.count
                let capacity = masks[$0].totalValueLength
                return length > capacity ? Int.min : length - capacity
            }
        }
    }

    /// How many Characters the formatted text and the input have in common at their start.
    private static func commonPrefixLength(_ formatted: Mask.Evaluation, _ input: MaskText) -> Int {
        if formatted.isOneCharacterPerByte, input.boundaries == nil {
            return zip(formatted.text.utf8, input.bytes).prefix { $0 == $1 }.count
        }
        let inputText = String(decoding: input.bytes, as: UTF8.self)
        return zip(formatted.text, inputText).prefix { $0 == $1 }.count
    }
}

extension Mask {
    func maskedText(of evaluation: Evaluation) -> MaskedText {
        MaskedText(formattedText: evaluation.text, extractedValue: evaluation.value, isComplete: program.isCompleteAt[evaluation.run.state])
    }
}
