/// The editing rules of ``TextInputFormats/bankCardHolderName(_:)``.
///
/// The text around the edit and the inserted text (mapped to card characters) are read left to
/// right, keeping each character only where it may follow the one kept before it: so separators
/// that a deletion leaves orphaned, or at the start, disappear. Too long an insertion is cut.
struct BankCardHolderNameFormatter: TextInputFormatterType {
    let maxLength: Int

    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        let original = edit.originalText
        var before: [UInt8] = []
        BankCardHolderNameCharacters.append(original[..<edit.editedRange.lowerBound], to: &before)
        var inserted: [UInt8] = []
        BankCardHolderNameCharacters.append(edit.replacementText[...], to: &inserted)
        var after: [UInt8] = []
        BankCardHolderNameCharacters.append(original[edit.editedRange.upperBound...], to: &after)

        guard edit.replacementText.isEmpty || !inserted.isEmpty else { return .rejected }
        var (text, caretOffset) = Self.normalized(before, inserted, after)
        // An insertion that makes the name too long is cut to what fits.
        while text.count > maxLength, !inserted.isEmpty {
            inserted.removeLast(Swift.min(inserted.count, text.count - maxLength))
            (text, caretOffset) = Self.normalized(before, inserted, after)
        }
        if !edit.replacementText.isEmpty, inserted.isEmpty {
            return .rejected
        }
        return edit.validationResult(showingUTF8: text, caretAtUTF8Offset: caretOffset)
    }

    /// The text made of the three parts, keeping only the characters that may follow the one
    /// kept before them; and the offset right after the last kept character of `inserted`.
    private static func normalized(_ before: [UInt8], _ inserted: [UInt8], _ after: [UInt8]) -> (text: [UInt8], caretOffset: Int) {
        var text: [UInt8] = []
        text.reserveCapacity(before.count + inserted.count + after.count)
        func keep(_ part: [UInt8]) {
            for byte in part where BankCardHolderNameCharacters.mayFollow(byte, previous: text.last) {
                text.append(byte)
            }
        }
        keep(before)
        keep(inserted)
        let caretOffset = text.count
        keep(after)
        return (text, caretOffset)
    }
}
