import Foundation

/// A host's question before the user changes its text: may it replace `range` with `string`?
package struct TextInputHostQuestion: Equatable, Sendable {
    /// The UTF-16 range to replace; for several ranges, the span that merges them.
    package var range: NSRange
    /// The text that replaces it.
    package var string: String
    /// Where the edit comes from, ``TextInputEditKind/unknown`` when the host cannot tell.
    package var kind: TextInputEditKind
    /// False when the host asked about several ranges at once: it would put `string` into
    /// whichever it chose, so the merged edit is never left to it.
    package var hostMayApply: Bool
    /// Whether the host is multi-line (``TextInputHost/isMultiline``), where a line break typed
    /// may be Return (``TextInputMultilineReturn``).
    package var isMultiline: Bool
    /// Whether a delegate the binding took the host's delegate place from hears the question
    /// first, and may refuse the edit.
    package var asksPreviousDelegate: Bool

    /// A question about one range, from a single-line host that had no delegate.
    package init(
        _ range: NSRange,
        with string: String,
        kind: TextInputEditKind = .unknown,
        hostMayApply: Bool = true,
        isMultiline: Bool = false,
        asksPreviousDelegate: Bool = false
    ) {
        self.range = range
        self.string = string
        self.kind = kind
        self.hostMayApply = hostMayApply
        self.isMultiline = isMultiline
        self.asksPreviousDelegate = asksPreviousDelegate
    }
}

extension TextInputHostQuestion {
    /// The edit the question asks for in a host that shows `host`, Character-aligned, its kind
    /// inferred when the host could not tell (``TextInputEditKind/unknown``), and whether the
    /// range split no Character. Inlined: on every keystroke, the call and the tuple it returns
    /// through memory cost more than building the edit.
    @inline(__always)
    package func edit(in host: TextInputHostSnapshot) -> (edit: TextInputEdit, isExactRange: Bool) {
        let text = host.text
        let (editedRange, isExactRange) = text.characterRangeCheckingExactness(forUTF16: range)
        let edit = TextInputEdit(
            originalText: text,
            originalSelectedRange: text.characterRange(forUTF16: host.selectedUTF16Range),
            replacementText: string,
            editedRange: editedRange,
            kind: kind
        ).withInferredKind
        return (edit, isExactRange)
    }
}
