/// The editing rules of ``TextInputFormats/date(_:)``.
///
/// The expiry date's rules (``BankCardExpiryDateFormatter``) for three parts in the locale's
/// order: the text is taken apart into its parts and separators (``DateText``); deletions remove
/// digits from their part, insertions are typed into it one keystroke at a time, and a paste
/// over the whole text is read as a date ("12/31/1999", "12311999", "1999-12-31"). Digits never
/// flow from one part into the next, as they would through a mask: the parts mean different
/// things, and a day pushed into the month is no longer the day the user typed.
///
/// On top of the expiry date's, three rules. A digit after which no day within the bounds can
/// follow ("02/30", "02/29/2023", a year "0" before the year 1000) is refused, and a deletion
/// never is: it completes no date. An insertion of several characters keeps what comes before
/// its first refused digit, and a pasted date the longest beginning of its digits that can still
/// be a day within the bounds ("02/30/2023" leaves "02/3"). And the field holds where it refused
/// a key for want of a day: the keys typed there after it are refused too, until another edit,
/// so that a refused key never makes the next keys build another date than the one meant.
struct DateTextFormatter: TextInputFormatterType {
    let layout: DateTextLayout
    /// The earliest and latest day the field takes.
    let bounds: ClosedRange<CalendarDay>

    func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        if !memory.isEmpty, let hold = memory[DateTextRefusalHold.self] {
            if hold.holds(edit) { return .rejected }
            memory[DateTextRefusalHold.self] = nil
        }
        switch answer(to: edit) {
        case let .answered(result):
            return result
        case let .refused(reason):
            // A key, not a paste: what is typed after a paste answers what the field shows.
            if let reason, edit.kind == .typing {
                memory[DateTextRefusalHold.self] = DateTextRefusalHold.Place(text: edit.originalText, utf8Offsets: edit.editedUTF8Offsets, reason: reason)
            }
            return .rejected
        case let .shows(state, _):
            let rendered = state.rendered
            return edit.validationResult(showingUTF8: rendered.text, caretAtUTF8Offset: rendered.caretOffset)
        }
    }

    /// Why the field refuses `edit`, or the characters of it that it leaves out, in a field that
    /// remembers `memory`; nil when the date has no reason of its own (a letter, a digit into a
    /// complete part).
    func refusalReason(of edit: TextInputEdit, memory: TextInputFieldMemory) -> TextInputAnnouncement.Reason? {
        if let hold = memory[DateTextRefusalHold.self], hold.holds(edit) { return hold.reason }
        switch answer(to: edit) {
        case .answered: return nil
        case let .refused(reason), let .shows(_, reason): return reason
        }
    }

    /// What the field makes of an edit.
    enum Answer {
        /// The answer as it stands: a deletion of separators alone moves the caret.
        case answered(TextInputValidationResult)
        /// Nothing changes; why, when no day within the bounds could follow a refused digit.
        case refused(TextInputAnnouncement.Reason?)
        /// The text the edit leaves, and why the digits it leaves out were refused, if it does.
        case shows(DateText, refusedRest: TextInputAnnouncement.Reason?)
    }

    /// The field's answer to `edit`, whatever it remembers.
    func answer(to edit: TextInputEdit) -> Answer {
        let edited = edit.editedUTF8Offsets
        let lower = edited.lowerBound, upper = edited.upperBound
        let parsed = ParsedDateText(edit.originalText, layout: layout, removing: lower..<upper, caretAt: lower)
        var state = parsed.text
        let separatorIsEdited = parsed.separatorIsEdited
        let remaining = parsed.keptDigitCount
        let removesDigits = remaining < parsed.digitCount

        if edit.replacementText.isEmpty {
            guard lower < upper else { return .answered(.accepted) }
            if !removesDigits {
                switch SeparatorDeletion(edit) {
                case let .movesCaret(answer):
                    return .answered(answer)
                case let .deletesBeyond(direction):
                    guard let separator = (0..<2).first(where: { separatorIsEdited[$0] }),
                        Self.deleteDigit(beyondSeparator: separator, direction, in: &state)
                    else { return .refused(nil) }
                }
            }
            return .shows(state, refusedRest: nil)
        }
        let noSeparatorLeft = !state.keepsSeparator[0] && !state.keepsSeparator[1]
        if remaining == 0, noSeparatorLeft {
            // A key is typed; a text, even of one character, may be the field's own.
            let ownForm = edit.kind == .typing ? nil : DateText.inOwnForm(edit.replacementText, layout: layout)
            let isText = edit.replacementText.utf8.count > 1
            if var pasted = ownForm ?? (isText ? DateText.pasted(edit.replacementText, layout: layout) : nil) {
                // A text in the field's own form stays as it is unless its complete parts name no
                // day ("02/30/2023"): a deletion can leave one that no typing at its end completes
                // ("02/29/02"), and the field's text pasted again is the same text.
                let isCut = pasted.problem(within: bounds, readingIncompleteParts: ownForm == nil) != nil
                let refusedRest = isCut ? pasted.keepLongestBeginning(within: bounds) : nil
                return pasted.hasDigits ? .shows(pasted, refusedRest: refusedRest) : .refused(refusedRest)
            }
        }
        // Digits never move across a separator, so an edit that replaces one is refused.
        guard !(separatorIsEdited[0] || separatorIsEdited[1]) || remaining == 0 else { return .refused(nil) }
        var typedAny = false
        for character in edit.replacementText {
            var typed = state
            let isTaken = typed.type(character)
            let problem = isTaken ? typed.problem(within: bounds) : nil
            if isTaken, problem == nil {
                state = typed
                typedAny = true
            } else if DateText.digit(of: character) != nil {
                // The digits after a refused one would land where it should have: they go too.
                return typedAny ? .shows(state, refusedRest: problem) : .refused(problem)
            }
        }
        return typedAny ? .shows(state, refusedRest: nil) : .refused(nil)
    }

    /// Backspace right after separator `index` deletes the last digit of the part before it (and
    /// the separator, when nothing follows); forward delete before it deletes the first digit of
    /// the part after it.
    private static func deleteDigit(
        beyondSeparator index: Int,
        _ direction: String.DeletionDirection,
        in state: inout DateText
    ) -> Bool {
        if direction == .forward {
            guard !state.digits[index + 1].isEmpty else { return false }
            state.digits[index + 1].removeFirst()
        } else {
            guard !state.digits[index].isEmpty else { return false }
            state.digits[index].removeLast()
            state.keepsSeparator[index] = false
        }
        state.caret = DateText.Caret(part: index, index: state.digits[index].count)
        return true
    }
}

/// A date field's text read back, without the digits of an edited range: the digits of each
/// part, which separators stay, and the caret. A separator is the layout's text where it stands
/// after a part; other characters that are not digits are ignored.
struct ParsedDateText {
    /// The parts without the removed digits, keeping the separators that are not edited.
    var text: DateText
    /// Whether each separator (0 and 1) overlaps the edited range.
    var separatorIsEdited = DatePartValues(false, false, false)
    /// The digits of the whole text.
    var digitCount = 0
    /// The digits left once the edited range's are removed.
    var keptDigitCount = 0

    /// Reads `text`, leaving out the digits in the UTF-8 range `removed`, with the caret at
    /// UTF-8 offset `caret`: in the part after the last separator that begins before it.
    init(_ string: String, layout: DateTextLayout, removing removed: Range<Int> = 0..<0, caretAt caret: Int = 0) {
        text = DateText(layout: layout)
        var part = 0
        var offset = 0
        var caretPart = 0
        var caretIndex = 0
        let utf8 = string.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if let digit = DecimalDigit.value(ofASCII: byte) {
                digitCount += 1
                if !removed.contains(offset) {
                    text.digits[part].append(digit)
                    keptDigitCount += 1
                    if offset < caret, caretPart == part { caretIndex += 1 }
                }
                offset += 1
                index = utf8.index(after: index)
            } else if part < 2, utf8[index...].starts(with: layout.separatorBytes[part]) {
                let length = layout.separatorBytes[part].count
                let edited = !removed.isEmpty && removed.overlaps(offset..<(offset + length))
                separatorIsEdited[part] = edited
                text.keepsSeparator[part] = !edited
                if caret > offset {
                    caretPart = part + 1
                    caretIndex = 0
                }
                part += 1
                offset += length
                index = utf8.index(index, offsetBy: length)
            } else {
                offset += 1
                index = utf8.index(after: index)
            }
        }
        text.caret = DateText.Caret(part: caretPart, index: caretIndex)
    }
}
