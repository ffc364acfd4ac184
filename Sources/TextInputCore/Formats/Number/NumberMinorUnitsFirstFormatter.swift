/// The editing rules of a number field whose digits enter at the smallest unit
/// (``NumberTextInputOptions/Entry/minorUnitsFirst``): the field holds a whole number of
/// smallest units ("12345" cents), written as the amount they make ("$123.45").
///
/// The decimal separator is layout here, as grouping separators and affixes are: typing it does
/// nothing, and deleting it alone deletes the digit beyond it (``SeparatorDeletion``). Any edit
/// — typing, Backspace, a paste, in the middle or at the end — edits the row of digits the
/// text shows; the row, without its leading zeros, is the number of smallest units, and the
/// caret stays before the same number of digits from the end, so that typing at the end shifts
/// the others left. The field always shows every fraction digit and at least one integer digit
/// ("$0.01"), and a deletion that leaves zero empties the field.
struct NumberMinorUnitsFirstFormatter: TextInputFormatterType {
    let layout: NumberTextLayout
    /// The fraction digits are the smallest unit's: `maximumFractionDigits`.
    let rules: NumberRules

    func editableRange(in text: String) -> Range<String.Index> {
        layout.editableRange(in: text)
    }

    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        let edited = edit.editedUTF8Offsets
        let isDeletion = edit.replacementText.isEmpty
        if isDeletion, edited.isEmpty { return .accepted }
        var inserted: [NumberToken] = []
        if !isDeletion {
            guard let tokens = smallestUnits(in: edit.replacementText) else { return .rejected }
            inserted = tokens
        }

        var row = edit.originalText.withBorrowedUTF8 { Row($0, replacing: edited, with: inserted, decimalSeparator: layout.decimalSeparator) }
        if isDeletion, !row.removedSignificant {
            switch SeparatorDeletion(edit) {
            case let .movesCaret(answer):
                return answer
            case let .deletesBeyond(direction):
                if !row.removeDigit(direction) {
                    // A sign typed before any digit ("-$"): the key takes the sign away.
                    guard row.digits.isEmpty, row.minusCount % 2 == 1 else { return .rejected }
                    row.minusCount = 0
                }
            }
        }
        var isNegative = row.minusCount % 2 == 1 && !inserted.contains(.plus)
        if isNegative, !rules.allowsNegative {
            guard !inserted.contains(.minus) else { return .rejected }
            isNegative = false
        }

        var text: [UInt8] = []
        let caret: Int
        let units = row.digits.drop { $0 == 0 }
        if row.digits.isEmpty, isNegative, !isDeletion {
            // A minus sign typed before any digit stays, as a paste of "-95" keeps it.
            var sign = NumberDraft()
            sign.isNegative = true
            caret = layout.render(sign, into: &text)
        } else if row.digits.isEmpty || (isDeletion && units.isEmpty) {
            caret = 0
        } else {
            let number = draft(units: units, isNegative: isNegative, digitsAfterCaret: row.digits.count - row.caret)
            guard rules.admits(number) else { return .rejected }
            text.reserveCapacity(edit.originalText.utf8.count + 16)
            caret = layout.render(number, into: &text)
        }
        return edit.validationResult(showingUTF8: text, caretAtUTF8Offset: caret)
    }

    /// The tokens an insertion puts in: its digits as they are when it has no decimal separator
    /// (a typed digit, a pasted "12345"); an amount's digits in smallest units when it has one
    /// ("1.5" in cents is "150", rounded as Foundation rounds); its signs either way. Nil when
    /// it brings neither a digit nor a sign, as a typed separator does.
    private func smallestUnits(in text: String) -> [NumberToken]? {
        let tokens = NumberToken.scan(insertion: text, layout: layout)
        guard tokens.contains(.separator) else { return tokens.isEmpty ? nil : tokens }
        var amount = NumberDraft()
        var minusCount = 0
        for token in tokens { amount.add(token, minusCount: &minusCount) }
        // An amount too long for the field is refused before it is read as a number.
        guard amount.integerCount <= NumberRules.maximumIntegerDigits, let value = amount.decimalValue else { return nil }
        let rounded = NumberDraft(value, fractionDigits: rules.maximumFractionDigits)
        var units = tokens.filter { $0 == .minus || $0 == .plus }
        units.append(contentsOf: rounded.digits.map(NumberToken.digit))
        units.append(contentsOf: repeatElement(.digit(0), count: rules.maximumFractionDigits - rounded.fractionCount))
        return units
    }

    /// The number `units` smallest units make, with at least one integer digit and every
    /// fraction digit, and the caret before `digitsAfterCaret` digits from its end.
    private func draft(units: ArraySlice<UInt8>, isNegative: Bool, digitsAfterCaret: Int) -> NumberDraft {
        let fractionCount = rules.maximumFractionDigits
        let shown = Swift.max(units.count, fractionCount + 1)
        var number = NumberDraft()
        number.reserveCapacity(shown)
        let padding = shown - units.count
        for index in 0..<shown {
            if fractionCount > 0, index == shown - fractionCount { number.hasSeparator = true }
            number.append(index < padding ? 0 : units[units.startIndex + index - padding])
        }
        number.isNegative = isNegative && !units.isEmpty
        // The caret stays before the same digits: before the separator rather than after it
        // when every fraction digit follows it.
        let after = Swift.min(digitsAfterCaret, shown)
        number.caret = fractionCount > 0 && after >= fractionCount ? number.positionCount - 1 - after : number.positionCount - after
        return number
    }

    /// The digits of a field's text with an edit made: a separator is layout, so only digits
    /// and signs count.
    private struct Row {
        /// Every digit the text shows, the inserted ones included, leading zeros too.
        var digits: [UInt8] = []
        /// How many of `digits` stand before the caret.
        var caret = 0
        var minusCount = 0
        /// Whether the edited range held a digit or a minus sign.
        var removedSignificant = false

        init(_ bytes: BorrowedBuffer<UInt8>, replacing edited: Range<Int>, with inserted: [NumberToken], decimalSeparator: Unicode.Scalar) {
            digits.reserveCapacity(bytes.count + inserted.count)
            var tokens = NumberFieldTokenIterator(bytes, decimalSeparator: decimalSeparator)
            var flushed = false
            while true {
                let next = tokens.next()
                if !flushed, next.map({ $0.utf8.lowerBound >= edited.lowerBound }) ?? true {
                    inserted.forEach { add($0) }
                    caret = digits.count
                    flushed = true
                }
                guard let (token, utf8) = next else { break }
                if utf8.lowerBound >= edited.lowerBound, utf8.upperBound <= edited.upperBound, !edited.isEmpty {
                    removedSignificant = removedSignificant || (token != .plus && token != .separator)
                    continue
                }
                add(token)
            }
        }

        private mutating func add(_ token: NumberToken) {
            switch token {
            case let .digit(digit): digits.append(digit)
            case .minus: minusCount += 1
            case .separator, .plus: break
            }
        }

        /// Removes the digit right before the caret (`backward`) or right after it; false when
        /// there is none.
        mutating func removeDigit(_ direction: String.DeletionDirection) -> Bool {
            let index = direction == .backward ? caret - 1 : caret
            guard digits.indices.contains(index) else { return false }
            digits.remove(at: index)
            if direction == .backward { caret = index }
            return true
        }
    }
}
