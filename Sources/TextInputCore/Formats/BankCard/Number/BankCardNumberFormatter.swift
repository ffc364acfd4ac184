/// The editing rules of ``TextInputFormats/bankCardNumber(_:)``.
///
/// Every edit is turned into digits: those before the edited range, the inserted ones and those
/// after it. The brand of the resulting number decides its maximum length and grouping; digits
/// past the maximum are dropped from the end, and the caret goes right after the last inserted
/// digit. Separators are never edited themselves: deleting one deletes the digit next to it.
///
/// Per keystroke the work is a few passes over the text's UTF-8 bytes (about 25) in stack
/// buffers: no Character counting, no Foundation, and a trie lookup for the brand.
struct BankCardNumberFormatter: TextInputFormatterType {
    /// The layout of numbers of an unknown brand: groups of four, `options.maxLength` digits.
    let unknownBrandLayout: BankCardNumberLayout

    init(options: BankCardNumberTextInputOptions) {
        unknownBrandLayout = BankCardNumberLayout(unknownBrandMaximumLength: options.maxLength)
    }

    /// The most digits an edit keeps track of: more than any maximum (19) plus one deleted
    /// digit, so that a longer paste loses only digits that would be dropped anyway.
    private static let digitCapacity = 40
    /// Room for the longest formatted number: 19 digits and 4 separators.
    private static let textCapacity = 32

    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        var originalText = edit.originalText
        let lower = originalText.utf8.distance(from: originalText.startIndex, to: edit.editedRange.lowerBound)
        let upper = originalText.utf8.distance(from: originalText.startIndex, to: edit.editedRange.upperBound)
        return originalText.withUTF8 { original in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.digitCapacity) { digitStorage in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.textCapacity) { textStorage in
                    validate(edit, original: original, editedOffsets: lower..<upper, digitStorage: digitStorage, textStorage: textStorage)
                }
            }
        }
    }

    private func validate(
        _ edit: TextInputEdit,
        original: UnsafeBufferPointer<UInt8>,
        editedOffsets: Range<Int>,
        digitStorage: UnsafeMutableBufferPointer<UInt8>,
        textStorage: UnsafeMutableBufferPointer<UInt8>
    ) -> TextInputValidationResult {
        // The digits before the edit, the inserted ones, then those after it.
        var digits = BankCardDigitBuffer(storage: digitStorage)
        for offset in 0..<editedOffsets.lowerBound {
            if let digit = DecimalDigit.value(ofASCII: original[offset]) { digits.append(digit) }
        }
        let digitsBefore = digits.totalCount
        var removedDigitCount = 0
        for offset in editedOffsets where DecimalDigit.value(ofASCII: original[offset]) != nil {
            removedDigitCount += 1
        }
        digits.append(digitsOf: edit.replacementText)
        let insertedCount = digits.totalCount - digitsBefore
        for offset in editedOffsets.upperBound..<original.count {
            if let digit = DecimalDigit.value(ofASCII: original[offset]) { digits.append(digit) }
        }

        var caretDigitCount = digitsBefore + insertedCount
        if edit.replacementText.isEmpty {
            if removedDigitCount == 0 {
                guard !editedOffsets.isEmpty else { return .accepted }
                switch edit.caretDeletionDirection {
                case nil:
                    // A selection of separators only (or a deletion of them away from the
                    // caret): nothing visible to delete; the caret goes to the range's start,
                    // as if the separators had been deleted.
                    let caret = edit.editedRange.lowerBound
                    return .changed(edit.originalText, selectedRange: caret..<caret)
                // Backspace after (or forward delete before) a separator deletes the digit
                // beyond it, so that every keystroke removes exactly one digit.
                case .forward:
                    guard digitsBefore < digits.totalCount else { return .rejected }
                    digits.remove(at: digitsBefore)
                    caretDigitCount = digitsBefore
                case .backward:
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
        let digitCount = Swift.min(kept.count, layout.maximumLength)
        caretDigitCount = Swift.min(caretDigitCount, digitCount)

        var textCount = 0
        for index in 0..<digitCount {
            if index > 0, layout.hasSeparator(afterDigit: index) {
                textStorage[textCount] = UInt8(ascii: " ")
                textCount += 1
            }
            textStorage[textCount] = kept[index] &+ UInt8(ascii: "0")
            textCount += 1
        }
        let caretOffset = caretDigitCount + layout.separatorCount(withinDigits: caretDigitCount)
        return edit.validationResult(
            showingUTF8: UnsafeBufferPointer(rebasing: textStorage[..<textCount]),
            caretAtUTF8Offset: caretOffset
        )
    }
}
