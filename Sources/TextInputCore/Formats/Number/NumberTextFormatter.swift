/// The editing rules of the number formats (``TextInputFormats/decimal(_:)``, `integer`,
/// `currency`, `percent`) with calculator entry; ``NumberMinorUnitsFirstFormatter`` has those of
/// cents-first entry.
///
/// Every edit is read as tokens — digits, the decimal separator, signs — before, in and after
/// the edited range; they make a ``NumberDraft`` that is written again in the locale's layout,
/// with the caret after the same digit. Grouping separators and affixes are never edited
/// themselves: deleting one deletes the digit beyond it (``SeparatorDeletion``), as on a card
/// number.
///
/// Past that rule it does not edit through ``SignificantCharacterEdit`` as the card number and
/// phone formats do, because a number's characters are not all alike: minus signs count
/// wherever they are (their parity makes the sign), a plus sign cancels it, the decimal
/// separator counts only once and only after a digit, a second one typed into a currency field
/// moves the caret into the fraction, and a currency's separator, always shown, is never
/// deleted. A digit typed into a full fraction takes the place of the zero that ends it, and
/// leading zeros collapse. ``NumberDraft`` holds those rules; its caret is still counted in
/// significant characters (digits and the separator), as the shared rule counts it.
struct NumberTextFormatter: TextInputFormatterType {
    let layout: NumberTextLayout
    let rules: NumberRules

    func editableRange(in text: String) -> Range<String.Index> {
        layout.editableRange(in: text)
    }

    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        let original = edit.originalText.utf8
        let edited = edit.editedUTF8Offsets
        let isDeletion = edit.replacementText.isEmpty
        if isDeletion, edited.isEmpty { return .accepted }
        let inserted = NumberToken.scan(insertion: edit.replacementText, layout: layout)
        if !isDeletion, inserted.isEmpty { return .rejected }
        let isTyping = inserted.count == 1 && TextInputEditKind.insertion(of: edit.replacementText) == .typing

        guard var reading = read(edit.originalText, replacing: edited, with: inserted, isDeletion: isDeletion) else {
            return .rejected
        }
        if let keptSeparatorEnd = reading.secondSeparatorIgnoredAt {
            // A second separator: typed into a currency field it moves the caret into the fraction.
            guard isTyping, rules.showsWholeFraction else { return .rejected }
            let caret = original.index(original.startIndex, offsetBy: keptSeparatorEnd)
            return caret..<caret == edit.originalSelectedRange ? .rejected : .changed(edit.originalText, selectedRange: caret..<caret)
        }
        if isDeletion, !reading.removedSignificant {
            // A separator, symbol or percent sign alone: the key deletes the digit beyond it.
            switch SeparatorDeletion(edit) {
            case let .movesCaret(answer):
                return answer
            case let .deletesBeyond(direction):
                if !reading.number.removeDigit(direction) {
                    // A sign typed before any digit ("-$"): the key takes the sign away.
                    guard reading.number.isEmpty, reading.number.isNegative else { return .rejected }
                    reading.number.isNegative = false
                }
            }
        }
        var number = reading.number
        reading.number = NumberDraft()  // the only reference left to the digits is `number`'s
        let replacesWholeText = edit.editedRange == edit.originalText.startIndex..<edit.originalText.endIndex
        guard settleFraction(of: &number, replacingWholeText: replacesWholeText) else { return .rejected }
        number.collapseLeadingZeros()
        if number.integerCount == 0, !number.isEmpty {
            if rules.showsWholeFraction, isDeletion, number.fractionDigits.allSatisfy({ $0 == 0 }) {
                number = NumberDraft()
            } else {
                number.insertZeroIntegerPart()
            }
        }
        if rules.showsWholeFraction, !number.isEmpty, rules.maximumFractionDigits > 0 {
            // A paste ends after the whole number; a typed digit keeps the caret after it.
            let caretWasAtEnd = number.caret == number.positionCount
            number.padFraction(to: rules.maximumFractionDigits)
            if caretWasAtEnd, !isTyping, !isDeletion {
                number.caret = number.positionCount
            }
        }
        // A minus sign typed into an empty field stays, shown with the negative affixes'
        // prefix ("-$"), so that typing "-95" gives what pasting it gives.
        if number.isEmpty, isDeletion { number.isNegative = false }
        guard rules.admits(number) else { return .rejected }

        var text: [UInt8] = []
        text.reserveCapacity(edit.originalText.utf8.count + 16)
        let caret = layout.render(number, into: &text)
        return edit.validationResult(showingUTF8: text, caretAtUTF8Offset: caret)
    }

    /// The number an edit makes, read in one pass over the field's text: its tokens before the
    /// edited range, the inserted ones (the caret after them), and those after it.
    private struct Reading {
        var number = NumberDraft()
        /// Whether the edited range held a digit, a sign, or a separator that may be deleted.
        var removedSignificant = false
        /// The UTF-8 end of the field's separator when the insertion brought a second one.
        var secondSeparatorIgnoredAt: Int?
    }

    /// Reads the edit; nil when its signs make a negative number the field does not take.
    private func read(_ text: String, replacing edited: Range<Int>, with inserted: [NumberToken], isDeletion: Bool) -> Reading? {
        text.withBorrowedUTF8 { read($0, replacing: edited, with: inserted, isDeletion: isDeletion) }
    }

    private func read(
        _ bytes: BorrowedBuffer<UInt8>,
        replacing edited: Range<Int>,
        with inserted: [NumberToken],
        isDeletion: Bool
    ) -> Reading? {
        var reading = Reading()
        reading.number.reserveCapacity(bytes.count + inserted.count + rules.maximumFractionDigits)
        var tokens = NumberFieldTokenIterator(bytes, decimalSeparator: layout.decimalSeparator)
        var minusCount = 0
        var keptSeparatorEnd: Int?
        var insertedSeparator = false
        var flushed = false
        while true {
            let next = tokens.next()
            if !flushed, next.map({ $0.utf8.lowerBound >= edited.lowerBound }) ?? true {
                for token in inserted {
                    if token == .separator {
                        guard !reading.number.hasSeparator else { continue }
                        insertedSeparator = true
                    }
                    reading.number.add(token, minusCount: &minusCount)
                }
                reading.number.caret = reading.number.positionCount
                flushed = true
            }
            guard let (token, utf8) = next else { break }
            if utf8.lowerBound >= edited.lowerBound, utf8.upperBound <= edited.upperBound, !edited.isEmpty {
                // A currency's separator stays through deletions: its fraction is always shown.
                let keepsSeparator = token == .separator && rules.showsWholeFraction && isDeletion
                reading.removedSignificant = reading.removedSignificant || (token != .plus && !keepsSeparator)
                if keepsSeparator { reading.number.add(token, minusCount: &minusCount) }
                continue
            }
            if token == .separator {
                keptSeparatorEnd = utf8.upperBound
                if insertedSeparator { continue }
            }
            reading.number.add(token, minusCount: &minusCount)
        }

        if let keptSeparatorEnd, inserted.contains(.separator) {
            reading.secondSeparatorIgnoredAt = keptSeparatorEnd
            return reading
        }
        reading.number.isNegative = minusCount % 2 == 1 && !inserted.contains(.plus)
        if reading.number.isNegative, !rules.allowsNegative {
            guard !inserted.contains(.minus) else { return nil }
            reading.number.isNegative = false
        }
        if rules.maximumFractionDigits == 0, inserted == [.separator] {
            return nil
        }
        return reading
    }

    /// Keeps the fraction within its most digits. The zeros a whole fraction writes after the
    /// edit make room for what it inserts (`$5.|00` + `2` → `$5.2|0`, a paste of `25` there →
    /// `$5.25|`); past that, a text put into the field whole is rounded as Foundation rounds,
    /// and any other edit is refused (`$5.|25` + `1`: the field is full, and no digit the user
    /// typed is pushed out or rounded away). Answers false for a refused edit.
    private func settleFraction(of number: inout NumberDraft, replacingWholeText: Bool) -> Bool {
        let maximum = rules.maximumFractionDigits
        // A currency without fraction digits writes no zeros: those after a separator were typed.
        if rules.showsWholeFraction, maximum > 0 {
            let firstAfterEdit = number.caret - number.integerCount - 1
            while number.fractionCount > maximum, number.fractionCount - 1 >= firstAfterEdit, number.fractionDigits.last == 0 {
                number.removeFractionDigit(at: number.fractionCount - 1)
            }
        }
        guard number.fractionCount > maximum else {
            if maximum == 0 { number.dropEmptyFraction() }
            return true
        }
        guard replacingWholeText, let value = number.decimalValue else { return false }
        number = NumberDraft(value, fractionDigits: maximum)
        return true
    }
}
