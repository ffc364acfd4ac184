/// What a deletion that removes only a separator (a card number's space, an expiry date's
/// slash) stands for: the card formats turn a keystroke into the deletion of the digit beyond
/// the separator, but leave a deleted range alone.
enum BankCardSeparatorDeletion {
    /// Backspace with the caret right after the deleted range.
    case backward
    /// Forward delete with the caret right before the deleted range.
    case forward
    /// A selection deleted, or a range replaced away from the caret (autocorrection, autofill).
    case range

    /// The deletion `edit` is; `edit.replacementText` is empty.
    ///
    /// The kind decides when the host tells it; otherwise a caret at the range's end is a
    /// backspace, a caret at its start a forward delete, anything else a range.
    init(_ edit: TextInputEdit) {
        let selection = edit.originalSelectedRange
        switch edit.kind {
        case .deleteBackward where selection.isEmpty: self = .backward
        case .deleteForward where selection.isEmpty: self = .forward
        default:
            if !selection.isEmpty {
                self = .range
            } else if selection.lowerBound == edit.editedRange.upperBound {
                self = .backward
            } else if selection.lowerBound == edit.editedRange.lowerBound {
                self = .forward
            } else {
                self = .range
            }
        }
    }
}
