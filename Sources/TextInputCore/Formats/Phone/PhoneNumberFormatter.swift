/// The formatter of a phone field: keeps the digits (and a leading "+") of every edit and shows
/// them as libphonenumber's as-you-type formatter would, with the caret after the same digit;
/// an extension after the number is kept apart from it (``PhoneNumberExtensionEdit``).
///
/// Built by ``TextInputFormats/phoneNumber(_:)``.
///
/// ```swift
/// let formatter = PhoneNumberFormatter(options: .options(defaultRegion: "US"))
/// let result = formatter.validate(.pasting("4155552671"))
/// // .changed("(415) 555-2671", selectedRange: …end)
/// ```
package struct PhoneNumberFormatter: TextInputFormatterType {
    /// The field's options.
    package let options: PhoneNumberTextInputOptions
    private let layout: PhoneNumberTextLayout

    /// A formatter for `options`.
    package init(options: PhoneNumberTextInputOptions) {
        self.options = options
        layout = PhoneNumberTextLayout(options: options, table: .shared)
    }

    /// Validates an edit of a field whose as-you-type states are in `memory`: only the digits
    /// after the first one that changed are formatted again.
    ///
    /// The edit follows the shared rule of laid-out texts (``SignificantCharacterEdit``), the
    /// dialled characters being the significant ones: Backspace over a separator deletes the
    /// digit before it, since the separator would come back once the digits are formatted.
    package func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        // Room for the most digits a field keeps, and a "+".
        let limit = PhoneNumberTextLayout.maximumDigits + 1
        // A region the user chose in this field stands for the default region.
        let layout =
            memory[PhoneNumberChosenRegion.self] == nil
            ? layout
            : PhoneNumberTextLayout(options: options.inField(remembering: memory), table: .shared)
        func layOut(_ dialled: [UInt8], _ caret: Int) -> (text: [UInt8], caret: Int) {
            memory.withEntry(PhoneAsYouTypeStates.self) { states in
                layout.layout(dialled, caretCount: caret, states: &states)
            }
        }
        func validateNumber(_ edit: TextInputEdit) -> TextInputValidationResult {
            SignificantCharacterEdit.validate(edit, keeping: PhoneNumberDigits.Dialled(), atMost: limit, layout: layOut)
        }
        // Letters and label signs are rare in a phone field: only texts that have them pay for
        // reading an extension.
        guard
            PhoneExtensionReader.mayHoldExtension(edit.replacementText)
                || PhoneExtensionReader.mayHoldExtension(edit.originalText)
        else {
            return validateNumber(edit)
        }
        // The extension's edit calls both while it runs, and keeps neither.
        return withoutActuallyEscaping(validateNumber) { validateNumber in
            withoutActuallyEscaping(layOut) { layOut in
                PhoneNumberExtensionEdit(layout: layout, validateNumber: validateNumber, layOut: layOut).validate(edit)
            }
        }
    }
}
