/// The editing rules of ``TextInputFormats/bankCardSecurityCode(length:)``: digits only, at most
/// the current length. Deleting is always allowed; an insertion is cut to the digits that fit.
struct BankCardSecurityCodeFormatter: TextInputEditFormatterType {
    /// The most digits, read at every edit.
    let length: @Sendable () -> Int

    func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
        let original = edit.originalText.utf8
        // ASCII digit bytes before the edit, inserted, and after it.
        let before = original[..<edit.editedRange.lowerBound].filter { BankCardDigits.value(ofASCII: $0) != nil }
        var inserted: [UInt8] = []
        BankCardDigits.append(digitsOf: edit.replacementText, to: &inserted)
        let after = original[edit.editedRange.upperBound...].filter { BankCardDigits.value(ofASCII: $0) != nil }
        guard edit.replacementText.isEmpty || !inserted.isEmpty else { return .rejected }

        let maximum = Swift.max(0, length())
        let room = maximum - before.count - after.count
        if inserted.count > room {
            // Nothing fits: refused rather than deleting the selection, unless the text is over a
            // length that just shrank, which cuts it.
            guard room > 0 || before.count + after.count > maximum else { return .rejected }
            inserted.removeLast(Swift.min(inserted.count, inserted.count - room))
        }
        let digits = (before + inserted.map { $0 &+ UInt8(ascii: "0") } + after).prefix(maximum)
        let caretOffset = Swift.min(before.count + inserted.count, digits.count)
        return edit.validationResult(showingUTF8: Array(digits), caretAtUTF8Offset: caretOffset)
    }
}
