/// The unfilled rest of the mask a field shows after its text (`) ___-____` after `+1 (555`):
/// its own entry of the field's memory, provisional text that the binding leaves out of the
/// value and the events, views draw faint, and the field drops when editing ends.
enum MaskRemainder: TextInputProvisionalTextKey {
    static let defaultValue = ""
}

extension MaskFormatter {
    /// `edit` of the text shown with the remainder: the mask formats the text the user entered
    /// (the edit cut at the remainder, which no edit reaches into), and the remainder of the
    /// result follows it. An edit that changes nothing (the remainder plugin's, after a tap
    /// into the remainder or on focus) keeps the selection, cut at the end of the entered text.
    func validateShowingRemainder(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        let shown = memory[MaskRemainder.self]
        let provisional = shown.isEmpty ? nil : TextInputProvisionalSuffix(shown, of: edit.originalText)
        memory[MaskRemainder.self] = ""
        let enteredEdit = provisional?.enteredTextEdit(for: edit) ?? edit
        let outcome = validateEntered(enteredEdit, memory: &memory)
        guard let (text, caret) = outcome.result.outcome(of: enteredEdit) else {
            if provisional != nil {
                memory[MaskRemainder.self] = shown
            }
            return .rejected
        }
        let changesNothing = enteredEdit.editedRange.isEmpty && enteredEdit.replacementText.isEmpty
        let selection =
            changesNothing
            ? enteredEdit.originalText.utf8Offsets(of: enteredEdit.originalSelectedRange)
            : text.utf8Offsets(of: caret)
        let remainder = outcome.remainder
        let full = text + remainder
        let start = full.utf8.index(full.startIndex, offsetBy: text.utf8.count)
        // A remainder that would join the text's last Character is not shown.
        guard !remainder.isEmpty, full.characterBoundary(atOrAfter: start) == start else {
            return provisional == nil ? outcome.result : .changed(text, selectedRange: text.utf8Range(selection))
        }
        memory[MaskRemainder.self] = remainder
        return .changed(full, selectedRange: full.utf8Range(selection))
    }
}
