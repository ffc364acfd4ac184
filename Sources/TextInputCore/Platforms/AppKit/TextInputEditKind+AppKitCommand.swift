extension TextInputEditKind {
    /// The kind of the deletion that an AppKit key-binding command performs, from the command's
    /// selector name (`NSStringFromSelector`): the field editor names the key before it edits
    /// (`control(_:textView:doCommandBy:)`), and that name tells Backspace from forward delete
    /// where the deleted range alone may not.
    ///
    /// Every deletion command of `NSStandardKeyBindingResponding` that has a direction names
    /// one: towards the start of the text (`deleteBackward:`, by word, to the beginning of the
    /// line or paragraph, and by decomposing the previous character) is ``deleteBackward``;
    /// towards the end (`deleteForward:`, by word, to the end of the line or paragraph — ⌃K) is
    /// ``deleteForward``. Nil for any other command: `deleteToMark:` deletes towards wherever
    /// the mark is, which only the deleted range and the selection tell, and commands that
    /// insert (`yank:`, `insertText:`) are told apart by the text they insert.
    ///
    /// ```swift
    /// TextInputEditKind(appKitCommand: "deleteToEndOfParagraph:")   // .deleteForward
    /// TextInputEditKind(appKitCommand: "deleteToMark:")             // nil: inferred from the range
    /// ```
    package init?(appKitCommand command: String) {
        switch command {
        case "deleteBackward:", "deleteBackwardByDecomposingPreviousCharacter:", "deleteWordBackward:",
            "deleteToBeginningOfLine:", "deleteToBeginningOfParagraph:":
            self = .deleteBackward
        case "deleteForward:", "deleteWordForward:", "deleteToEndOfLine:", "deleteToEndOfParagraph:":
            self = .deleteForward
        default:
            return nil
        }
    }
}
