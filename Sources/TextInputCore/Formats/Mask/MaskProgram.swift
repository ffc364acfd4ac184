/// A compiled mask: its states and what can be known about them before any text is seen.
///
/// Immutable and shared by every copy of a ``Mask``, so that applying a mask allocates nothing
/// for the mask itself.
final class MaskProgram: Sendable {
    /// The states, read left to right; index `states.count` is the end of the mask.
    let states: [MaskState]
    /// What the engine reads of each state for every input Character.
    let steps: [MaskStep]
    /// Whether the text is complete when matching stops at each state (index `states.count`
    /// included): no mandatory slot and no `{ }` character is left.
    let isCompleteAt: [Bool]
    /// The UTF-8 bytes of all fixed characters: the most a mask adds to a text.
    let fixedUTF8Count: Int
    /// Whether the mask was compiled from the reversed format, to fill from the right.
    let isRightToLeft: Bool
    /// Fixed characters and slots: the longest text without an ellipsis.
    let totalTextLength: Int
    /// `{ }` characters and slots: the longest value without an ellipsis.
    let totalValueLength: Int
    /// The UTF-8 bytes of the fixed characters before the first slot, which no key edits
    /// (`+1 (` of `+1 ([000]) [000]-[0000]`); empty for a mask filled from the right.
    let fixedPrefixUTF8: [UInt8]

    init(states: [MaskState], isRightToLeft: Bool) {
        self.states = states
        steps = states.map(MaskStep.init)
        self.isRightToLeft = isRightToLeft
        totalTextLength = states.count
        totalValueLength = states.reduce(0) { $0 + ($1.kind == .free ? 0 : 1) }
        fixedUTF8Count = states.reduce(0) { $0 + ($1.isFixedCharacter ? $1.utf8.count : 0) }
        fixedPrefixUTF8 = isRightToLeft ? [] : states.prefix(while: \.isFixedCharacter).flatMap(\.utf8)
        var isComplete = [Bool](repeating: true, count: states.count + 1)
        for index in states.indices.reversed() {
            isComplete[index] =
                switch states[index].kind {
                case .mandatory, .fixed: false
                case .ellipsis: true
                case .free, .optional: isComplete[index + 1]
                }
        }
        isCompleteAt = isComplete
    }

    /// What the mask shows for an empty text from `state` on: fixed characters as they are, `0`
    /// for digits, `a` for letters, `-` for letters or digits, a custom slot's own character; it
    /// stops at an ellipsis.
    func placeholder(from state: Int) -> String {
        MaskTemplate(self).text(from: state)
    }

    /// The most fixed characters in a row: how far a typed Character may have to look for the
    /// slot it overwrites.
    var longestFixedRun: Int {
        var longest = 0
        var run = 0
        for state in states {
            run = state.isFixedCharacter ? run + 1 : 0
            longest = Swift.max(longest, run)
        }
        return longest
    }

    /// How many states of the given kinds the mask has.
    func count(of kinds: Set<MaskState.Kind>) -> Int {
        states.reduce(0) { $0 + (kinds.contains($1.kind) ? 1 : 0) }
    }
}
