/// The editing rules of ``TextInputFormats/bankCardNumber(_:)``.
///
/// Every edit is turned into digits: those before the edited range, the inserted ones and those
/// after it. The brand of the resulting number decides its maximum length and grouping; digits
/// past the maximum are dropped from the end, and the caret goes right after the last inserted
/// digit. Separators are never edited themselves: deleting one deletes the digit next to it.
///
/// Per keystroke the work is a few passes over at most ~25 bytes: no Character counting, no
/// Foundation, and a trie lookup for the brand.
struct BankCardNumberFormatter: TextInputEditFormatterType {
    /// The layout of numbers of an unknown brand: groups of four, `options.maxLength` digits.
    let unknownBrandLayout: BankCardNumberLayout

    init(options: BankCardNumberTextInputOptions) {
        unknownBrandLayout = BankCardNumberLayout(unknownBrandMaximumLength: options.maxLength)
    }

    /// The most digits an edit keeps track of: more than any maximum (19) plus one deleted
    /// digit, so that a longer paste loses only digits that would be dropped anyway.
    private static let digitCapacity = 40

    func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.digitCapacity) { digitStorage in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { textStorage in
                validate(edit, digitStorage: digitStorage, textStorage: textStorage)
            }
        }
    }

    private func validate(
        _ edit: TextInputEdit,
        digitStorage: UnsafeMutableBufferPointer<UInt8>,
        textStorage: UnsafeMutableBufferPointer<UInt8>
    ) -> TextInputValidationResult {
        let original = edit.originalText.utf8
        let editedRange = edit.editedRange

        // The digits before the edit, the inserted ones, then those after it.
        var digits = BankCardDigitBuffer(storage: digitStorage)
        for byte in original[..<editedRange.lowerBound] {
            if let digit = BankCardDigits.value(ofASCII: byte) { digits.append(digit) }
        }
        let digitsBefore = digits.totalCount
        var removedDigitCount = 0
        for byte in original[editedRange] where BankCardDigits.value(ofASCII: byte) != nil {
            removedDigitCount += 1
        }
        digits.append(digitsOf: edit.replacementText)
        let insertedCount = digits.totalCount - digitsBefore
        for byte in original[editedRange.upperBound...] {
            if let digit = BankCardDigits.value(ofASCII: byte) { digits.append(digit) }
        }

        var caretDigitCount = digitsBefore + insertedCount
        if edit.replacementText.isEmpty {
            if removedDigitCount == 0 {
                guard !editedRange.isEmpty else { return .accepted }
                if !edit.originalSelectedRange.isEmpty {
                    // A selection of separators only: nothing visible to delete; the caret goes
                    // to the selection's start, as if the separators had been deleted.
                    let caret = editedRange.lowerBound
                    return .changed(edit.originalText, selectedRange: caret..<caret)
                }
                // Backspace after (or forward delete before) a separator deletes the digit
                // beyond it, so that every keystroke removes exactly one digit.
                if Self.deletesForward(edit) {
                    guard digitsBefore < digits.totalCount else { return .rejected }
                    digits.remove(at: digitsBefore)
                    caretDigitCount = digitsBefore
                } else {
                    guard digitsBefore > 0 else { return .rejected }
                    digits.remove(at: digitsBefore - 1)
                    caretDigitCount = digitsBefore - 1
                }
            }
        } else if insertedCount == 0 {
            return .rejected
        }

        let kept = digits.stored
        let layout = BankCardIINTable.shared.layout(forDigits: kept) ?? unknownBrandLayout
        let number = kept.prefix(layout.maximumLength)
        caretDigitCount = Swift.min(caretDigitCount, number.count)

        var textCount = 0
        for (index, digit) in number.enumerated() {
            if index > 0, layout.hasSeparator(afterDigit: index) {
                textStorage[textCount] = UInt8(ascii: " ")
                textCount += 1
            }
            textStorage[textCount] = digit &+ UInt8(ascii: "0")
            textCount += 1
        }
        let caretOffset = caretDigitCount + layout.separatorCount(withinDigits: caretDigitCount)
        return Self.result(
            bytes: UnsafeBufferPointer(rebasing: textStorage[..<textCount]),
            caretOffset: caretOffset,
            for: edit
        )
    }

    /// Whether a deletion with the caret is a forward delete rather than a backspace.
    private static func deletesForward(_ edit: TextInputEdit) -> Bool {
        switch edit.kind {
        case .deleteForward: true
        case .deleteBackward: false
        default: edit.originalSelectedRange.isEmpty && edit.originalSelectedRange.lowerBound == edit.editedRange.lowerBound
        }
    }

    /// The validation result that shows `bytes` with the caret `caretOffset` bytes in:
    /// ``TextInputValidationResult/rejected`` when nothing changes,
    /// ``TextInputValidationResult/accepted`` when the plain edit gives the same.
    private static func result(
        bytes: UnsafeBufferPointer<UInt8>,
        caretOffset: Int,
        for edit: TextInputEdit
    ) -> TextInputValidationResult {
        let original = edit.originalText.utf8
        let replacement = edit.replacementText.utf8
        let lower = edit.editedRange.lowerBound
        let upper = edit.editedRange.upperBound
        let lowerOffset = original.distance(from: original.startIndex, to: lower)
        let replacementCount = replacement.count

        if caretOffset == lowerOffset + replacementCount,
           bytes.count == original.count - original.distance(from: lower, to: upper) + replacementCount,
           bytes[..<lowerOffset].elementsEqual(original[..<lower]),
           bytes[lowerOffset..<caretOffset].elementsEqual(replacement),
           bytes[caretOffset...].elementsEqual(original[upper...]) {
            return .accepted
        }
        if edit.originalSelectedRange.isEmpty,
           original.distance(from: original.startIndex, to: edit.originalSelectedRange.lowerBound) == caretOffset,
           bytes.elementsEqual(original) {
            return .rejected
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let caret = text.utf8.index(text.startIndex, offsetBy: caretOffset)
        return .changed(text, selectedRange: caret..<caret)
    }
}
