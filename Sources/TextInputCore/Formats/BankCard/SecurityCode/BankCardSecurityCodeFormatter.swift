/// The editing rules of ``TextInputFormats/bankCardSecurityCode(length:)``: digits only, at most
/// the field's length. Deleting is always allowed; an insertion is cut to the digits that fit.
///
/// The length is the format's, unless the field remembers another one
/// (``BankCardSecurityCodeLength``), which a linked card number field sets.
struct BankCardSecurityCodeFormatter: TextInputFormatterType {
    /// The most digits, unless the field remembers another length.
    let length: Int

    func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        let original = edit.originalText.utf8
        // ASCII digit bytes before the edit, inserted, and after it.
        let before = original[..<edit.editedRange.lowerBound].filter { DecimalDigit.value(ofASCII: $0) != nil }
        var inserted: [UInt8] = []
        DecimalDigit.appendValues(of: edit.replacementText, to: &inserted)
        let after = original[edit.editedRange.upperBound...].filter { DecimalDigit.value(ofASCII: $0) != nil }
        guard edit.replacementText.isEmpty || !inserted.isEmpty else { return .rejected }

        let maximum = Swift.max(0, memory[BankCardSecurityCodeLength.self] ?? length)
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

/// The security code length a field remembers, set by the card number field it is linked to
/// (``TextInputBinding/bindSecurityCode(to:)``); nil for the format's own length.
enum BankCardSecurityCodeLength: TextInputFieldMemoryKey {
    static let defaultValue: Int? = nil
}
