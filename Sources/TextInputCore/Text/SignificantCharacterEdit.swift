/// What an edit does to the significant characters of a laid-out text (see
/// ``SignificantCharacters``): which of them it removes, how many it inserts in their place, and
/// where the caret goes, counted in significant characters.
///
/// It is the rule the card number, phone and number formats share: the separators a format
/// writes are never edited themselves, so an edit counts only by the significant characters it
/// removes and inserts, and the caret stays after the same significant character however the
/// text is laid out again.
///
/// ```swift
/// // "4111 |1111" (4 digits before the caret), Backspace deletes the space:
/// SignificantCharacterEdit.decide(backspace, before: 4, within: 0, after: 4, inserted: 0)
/// // .edit(removed: 3..<4, insertedCount: 0): the fourth digit goes, the caret follows the third
/// ```
public struct SignificantCharacterEdit: Equatable, Sendable {
    /// The positions, among the original text's significant characters, of those the edit
    /// removes.
    public var removed: Range<Int>
    /// How many significant characters the edit inserts where `removed` was.
    public var insertedCount: Int

    public init(removed: Range<Int>, insertedCount: Int) {
        self.removed = removed
        self.insertedCount = insertedCount
    }

    /// The caret after the edit: right after this many significant characters.
    public var caret: Int { removed.lowerBound + insertedCount }

    /// An edit of significant characters to lay out, or the field's answer when there is none.
    public enum Decision: Equatable, Sendable {
        case edit(SignificantCharacterEdit)
        case answer(TextInputValidationResult)
    }

    /// What `edit` does, given how many significant characters stand before its edited range
    /// (`before`), in it (`within`) and after it (`after`), and how many its replacement text
    /// holds (`inserted`):
    ///
    /// - deleting an empty range changes nothing: the field applies it;
    /// - a deletion of separators only follows ``SeparatorDeletion``: Backspace removes the
    ///   significant character before them, forward delete the one after them, and the key is
    ///   refused when there is none;
    /// - text with no significant character (a letter, an emoji) is refused;
    /// - anything else removes the significant characters of the range and inserts those of the
    ///   replacement.
    public static func decide(_ edit: TextInputEdit, before: Int, within: Int, after: Int, inserted: Int) -> Decision {
        guard edit.replacementText.isEmpty else {
            guard inserted > 0 else { return .answer(.rejected) }
            return .edit(SignificantCharacterEdit(removed: before..<before + within, insertedCount: inserted))
        }
        guard !edit.editedRange.isEmpty else { return .answer(.accepted) }
        guard within == 0 else { return .edit(SignificantCharacterEdit(removed: before..<before + within, insertedCount: 0)) }
        switch SeparatorDeletion(edit) {
        case let .movesCaret(answer):
            return .answer(answer)
        case .deletesBeyond(.backward):
            guard before > 0 else { return .answer(.rejected) }
            return .edit(SignificantCharacterEdit(removed: before - 1..<before, insertedCount: 0))
        case .deletesBeyond(.forward):
            guard after > 0 else { return .answer(.rejected) }
            return .edit(SignificantCharacterEdit(removed: before..<before + 1, insertedCount: 0))
        }
    }
}
