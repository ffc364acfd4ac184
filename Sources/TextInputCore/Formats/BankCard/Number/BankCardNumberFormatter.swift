/// The editing rules of ``TextInputFormats/bankCardNumber(_:)``.
///
/// Every edit is turned into digits: those before the edited range, the inserted ones and those
/// after it. Which digits it removes and where the caret goes is the rule every laid-out format
/// shares (``SignificantCharacterEdit/decide(_:before:within:after:inserted:)``): separators
/// are never edited themselves, so deleting one deletes the digit next to it. The brand of the
/// resulting number decides its maximum length and grouping, and the caret goes right after the
/// last inserted digit. An edit before other digits that would take the number past its
/// brand's maximum is refused: it never pushes out digits the user typed (a paste there keeps
/// its longest beginning that fits, as the binding tries it). At the end, digits past the
/// maximum are cut.
///
/// It reads and lays out the digits itself rather than through
/// ``SignificantCharacterEdit/validate(_:keeping:atMost:layout:)``, which the phone format
/// uses: that one keeps the digits and the text in arrays, two allocations that cost a card
/// number's keystroke about a fifth more instructions. Per keystroke the work here is a few
/// passes over the text's UTF-8 bytes (about 25) in scratch buffers on the stack: no Character
/// counting, no Foundation, and a trie lookup for the brand.
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
        let originalText = edit.originalText
        let lower = originalText.utf8.distance(from: originalText.startIndex, to: edit.editedRange.lowerBound)
        let upper = originalText.utf8.distance(from: originalText.startIndex, to: edit.editedRange.upperBound)
        return originalText.withBorrowedUTF8 { original in
            withScratchBuffer(of: UInt8.self, capacity: Self.digitCapacity) { digitStorage in
                withScratchBuffer(of: UInt8.self, capacity: Self.textCapacity) { text in
                    validate(edit, original: original, editedOffsets: lower..<upper, digitStorage: digitStorage, text: &text)
                }
            }
        }
    }

    private func validate(
        _ edit: TextInputEdit,
        original: BorrowedBuffer<UInt8>,
        editedOffsets: Range<Int>,
        digitStorage: ScratchBuffer<UInt8>,
        text: inout ScratchBuffer<UInt8>
    ) -> TextInputValidationResult {
        // The digits before the edit, the inserted ones, then those after it.
        var digits = BankCardDigitBuffer(storage: digitStorage)
        for byte in original.extracting(..<editedOffsets.lowerBound) {
            if let digit = DecimalDigit.value(ofASCII: byte) { digits.append(digit) }
        }
        let digitsBefore = digits.totalCount
        var removedDigitCount = 0
        for byte in original.extracting(editedOffsets) where DecimalDigit.value(ofASCII: byte) != nil {
            removedDigitCount += 1
        }
        digits.append(digitsOf: edit.replacementText)
        let insertedCount = digits.totalCount - digitsBefore
        for byte in original.extracting(editedOffsets.upperBound...) {
            if let digit = DecimalDigit.value(ofASCII: byte) { digits.append(digit) }
        }

        // Which digits the edit removes and where the caret goes: the rule every laid-out
        // format shares, Backspace over a separator included.
        let change: SignificantCharacterEdit
        switch SignificantCharacterEdit.decide(
            edit, before: digitsBefore, within: removedDigitCount, after: digits.totalCount - digitsBefore - insertedCount, inserted: insertedCount
        ) {
        case let .answer(answer): return answer
        case let .edit(decided): change = decided
        }
        if removedDigitCount == 0, !change.removed.isEmpty {
            digits.remove(at: change.removed.lowerBound)
        }

        let kept = digits.stored
        let layout = BankCardIINTable.shared.layout(forDigits: kept) ?? unknownBrandLayout
        // An edit before other digits that leaves more than the brand's maximum (a digit typed
        // into a full number, a first digit deleted that makes a shorter brand's number) would
        // drop some of them: refused. At the end, the digits past the maximum are cut.
        if digits.totalCount > digitsBefore + insertedCount, digits.totalCount > layout.maximumLength {
            return .rejected
        }
        let digitCount = Swift.min(kept.count, layout.maximumLength)
        let caretDigitCount = Swift.min(change.caret, digitCount)

        var index = 0
        for digit in kept.extracting(..<digitCount) {
            if index > 0, layout.hasSeparator(afterDigit: index) {
                text.append(UInt8(ascii: " "))
            }
            text.append(digit &+ UInt8(ascii: "0"))
            index += 1
        }
        let caretOffset = caretDigitCount + layout.separatorCount(withinDigits: caretDigitCount)
        return edit.validationResult(showingUTF8: text.elements, caretAtUTF8Offset: caretOffset)
    }
}
