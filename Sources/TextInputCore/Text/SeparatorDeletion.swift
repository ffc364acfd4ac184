/// What a deletion does when it removes only separators — characters a format writes back as
/// soon as it lays the text out again, such as a card number's spaces or a phone number's
/// brackets. Deleted as such, they would come straight back and the key would seem to do
/// nothing; so a key deletes the significant character beyond them instead, and every
/// Backspace removes exactly one digit.
///
/// ```swift
/// // "4111 |1111", Backspace: the edit deletes the space.
/// SeparatorDeletion(backspaceOverTheSpace)   // .deletesBeyond(.backward): "411|1 111"
/// ```
public enum SeparatorDeletion: Equatable, Sendable {
    /// Backspace (`.backward`) or forward delete (`.forward`) at a caret: the significant
    /// character before (or after) the separators goes instead.
    case deletesBeyond(String.DeletionDirection)
    /// A selection of separators only, or separators deleted away from the caret: nothing
    /// visible is deleted; the field keeps its text and the caret goes to where the deleted
    /// range starts, as if the separators had gone.
    case movesCaret(TextInputValidationResult)

    /// The rule for `edit`, a deletion whose edited range holds no significant character.
    public init(_ edit: TextInputEdit) {
        if edit.originalSelectedRange.isEmpty {
            switch edit.kind {
            case .deleteBackward:
                self = .deletesBeyond(.backward)
                return
            case .deleteForward:
                self = .deletesBeyond(.forward)
                return
            default:
                break
            }
        }
        let caret = edit.editedRange.lowerBound
        self = .movesCaret(.changed(edit.originalText, selectedRange: caret..<caret))
    }
}
