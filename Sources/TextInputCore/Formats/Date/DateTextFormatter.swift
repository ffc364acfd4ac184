/// The editing rules of ``TextInputFormats/date(_:)``.
///
/// The expiry date's rules (``BankCardExpiryDateFormatter``) for three parts in the locale's
/// order: the text is taken apart into its parts and separators (``DateText``); deletions remove
/// digits from their part, insertions are typed into it one keystroke at a time, and a paste
/// over the whole text is read as a date ("12/31/1999", "12311999", "1999-12-31"). Digits never
/// flow from one part into the next, as they would through a mask: the parts mean different
/// things, and a day pushed into the month is no longer the day the user typed.
///
/// On top of the expiry date's, one rule: an edit that would leave a part no date can have, or
/// complete a day that does not exist ("02/30/", "02/29/2023") or lies outside the bounds, is
/// refused. A deletion is never refused for it: it completes no date.
struct DateTextFormatter: TextInputFormatterType {
    let layout: DateTextLayout
    /// The earliest and latest day the field takes.
    let bounds: ClosedRange<CalendarDay>?

    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        let edited = edit.editedUTF8Offsets
        let lower = edited.lowerBound, upper = edited.upperBound
        let parsed = ParsedDateText(edit.originalText, layout: layout, removing: lower..<upper, caretAt: lower)
        var state = parsed.text
        let separatorIsEdited = parsed.separatorIsEdited
        let remaining = parsed.keptDigitCount
        let removesDigits = remaining < parsed.digitCount

        if edit.replacementText.isEmpty {
            guard lower < upper else { return .accepted }
            if !removesDigits {
                switch SeparatorDeletion(edit) {
                case let .movesCaret(answer):
                    return answer
                case let .deletesBeyond(direction):
                    guard let separator = (0..<2).first(where: { separatorIsEdited[$0] }),
                        Self.deleteDigit(beyondSeparator: separator, direction, in: &state)
                    else { return .rejected }
                }
            }
            let rendered = state.rendered
            return edit.validationResult(showingUTF8: rendered.text, caretAtUTF8Offset: rendered.caretOffset)
        }
        let noSeparatorLeft = !state.keepsSeparator[0] && !state.keepsSeparator[1]
        if remaining == 0, noSeparatorLeft, edit.replacementText.utf8.count > 1,
            let pasted = DateText.pasted(edit.replacementText, layout: layout)
        {
            guard let pasted else { return .rejected }
            state = pasted
        } else {
            // Digits never move across a separator, so an edit that replaces one is refused.
            guard !(separatorIsEdited[0] || separatorIsEdited[1]) || remaining == 0 else { return .rejected }
            var typedAny = false
            for character in edit.replacementText {
                typedAny = state.type(character) || typedAny
            }
            guard typedAny else { return .rejected }
        }
        guard state.canExist, isAllowed(state.day) else { return .rejected }
        let rendered = state.rendered
        return edit.validationResult(showingUTF8: rendered.text, caretAtUTF8Offset: rendered.caretOffset)
    }

    /// Whether a text naming `day` (nil for an incomplete text) may stand: a complete day must
    /// exist and lie within the bounds.
    func isAllowed(_ day: CalendarDay?) -> Bool {
        guard let day else { return true }
        return day.exists && (bounds?.contains(day) ?? true)
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
