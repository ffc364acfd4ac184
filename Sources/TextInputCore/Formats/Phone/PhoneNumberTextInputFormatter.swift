/// The formatter of a phone field: keeps the digits (and a leading "+") of every edit and shows
/// them as libphonenumber's as-you-type formatter would, with the caret after the same digit.
///
/// Built by ``TextInputFormats/phoneNumber(_:)``.
///
/// ```swift
/// let formatter = PhoneNumberTextInputFormatter(options: .options(defaultRegion: "US"))
/// let result = formatter.validate(.pasting("4155552671"))
/// // .changed("(415) 555-2671", selectedRange: …end)
/// ```
public struct PhoneNumberTextInputFormatter: TextInputFormatterType {
    /// The field's options.
    public let options: PhoneNumberTextInputOptions
    private let layout: PhoneNumberTextLayout

    /// A formatter for `options`.
    public init(options: PhoneNumberTextInputOptions) {
        self.options = options
        layout = PhoneNumberTextLayout(options: options, table: .shared)
    }

    /// Validates an edit of a field whose as-you-type states are in `memory`: only the digits
    /// after the first one that changed are formatted again.
    public func validate(_ proposedEdit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        // The host applies `proposedEdit` on `.accepted`, so that is what is compared below.
        let edit = Self.deletingADigit(insteadOfSeparatorIn: proposedEdit)
        let original = edit.originalText
        var dialled = PhoneNumberDigits()
        dialled.append(original[..<edit.editedRange.lowerBound])
        dialled.append(edit.replacementText)
        let caretCount = dialled.characters.count
        dialled.append(original[edit.editedRange.upperBound...])
        dialled.keepDigits(atMost: PhoneNumberTextLayout.maximumDigits)
        let digits = dialled.characters

        let (formatted, formattedCaret) = memory.withEntry(PhoneAsYouTypeStates.self) { states in
            layout.layout(digits, caretCount: min(caretCount, digits.count), states: &states)
        }
        let caretOffset = PhoneNumberTextLayout.offset(afterDialled: formattedCaret, in: formatted)
        return proposedEdit.validationResult(showingUTF8: formatted, caretAtUTF8Offset: caretOffset)
    }

    /// A backspace (or forward delete) of a lone separator would change nothing once the text
    /// is formatted again, so it deletes the digit before (or after) the separator instead. A
    /// deleted selection, or a range deleted away from the caret, stays as it is.
    static func deletingADigit(insteadOfSeparatorIn edit: TextInputEdit) -> TextInputEdit {
        let text = edit.originalText
        guard let direction = edit.caretDeletionDirection, !edit.editedRange.isEmpty,
              !text[edit.editedRange].contains(where: PhoneNumberDigits.isDialled) else {
            return edit
        }
        var widened = edit
        switch direction {
        case .forward:
            guard let next = text[edit.editedRange.upperBound...].firstIndex(where: PhoneNumberDigits.isDialled) else {
                return edit
            }
            widened.editedRange = edit.editedRange.lowerBound..<text.index(after: next)
        case .backward:
            guard let previous = text[..<edit.editedRange.lowerBound].lastIndex(where: PhoneNumberDigits.isDialled) else {
                return edit
            }
            widened.editedRange = previous..<edit.editedRange.upperBound
        }
        return widened
    }
}
