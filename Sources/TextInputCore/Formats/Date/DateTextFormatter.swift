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
        let parsed = ParsedDateText(edit.originalText, layout: layout)
        let original = edit.originalText.utf8
        let lower = original.distance(from: original.startIndex, to: edit.editedRange.lowerBound)
        let upper = original.distance(from: original.startIndex, to: edit.editedRange.upperBound)
        let edited = lower..<upper
        let separatorIsEdited = parsed.separators.map { $0.map { !edited.isEmpty && $0.overlaps(edited) } ?? false }

        var state = DateText(
            layout: layout,
            digits: parsed.parts.map { $0.filter { !edited.contains($0.offset) }.map(\.digit) },
            keepsSeparator: zip(parsed.separators, separatorIsEdited).map { $0 != nil && !$1 },
            caret: parsed.caret(atOffset: lower)
        )
        let remaining = state.digits.reduce(0) { $0 + $1.count }
        let removesDigits = remaining < parsed.parts.reduce(0) { $0 + $1.count }

        if edit.replacementText.isEmpty {
            guard lower < upper else { return .accepted }
            if !removesDigits {
                switch SeparatorDeletion(edit) {
                case let .movesCaret(answer):
                    return answer
                case let .deletesBeyond(direction):
                    guard let separator = separatorIsEdited.firstIndex(of: true),
                          Self.deleteDigit(beyondSeparator: separator, direction, in: &state)
                    else { return .rejected }
                }
            }
            return edit.validationResult(showingUTF8: state.rendered.text, caretAtUTF8Offset: state.rendered.caretOffset)
        }
        let noSeparatorLeft = zip(parsed.separators, separatorIsEdited).allSatisfy { $0 == nil || $1 }
        if remaining == 0, noSeparatorLeft, edit.replacementText.utf8.count > 1,
           let pasted = DateText.pasted(edit.replacementText, layout: layout) {
            guard let pasted else { return .rejected }
            state = pasted
        } else {
            // Digits never move across a separator, so an edit that replaces one is refused.
            guard !separatorIsEdited.contains(true) || remaining == 0 else { return .rejected }
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

/// A date field's text read back: the digits of each part and each separator, with their UTF-8
/// offsets. A separator is the layout's text where it stands after a part; other characters
/// that are not digits are ignored.
struct ParsedDateText {
    var parts: [[(digit: UInt8, offset: Int)]] = [[], [], []]
    /// The UTF-8 range of each separator, nil where the text has none.
    var separators: [Range<Int>?] = [nil, nil]

    init(_ text: String, layout: DateTextLayout) {
        let bytes = Array(text.utf8)
        var part = 0
        var offset = 0
        while offset < bytes.count {
            if let digit = DecimalDigit.value(ofASCII: bytes[offset]) {
                parts[part].append((digit, offset))
                offset += 1
            } else if part < 2, bytes[offset...].starts(with: layout.separatorBytes[part]) {
                separators[part] = offset..<(offset + layout.separatorBytes[part].count)
                offset += layout.separatorBytes[part].count
                part += 1
            } else {
                offset += 1
            }
        }
    }

    /// The caret at UTF-8 `offset` of the text: in the part after the last separator that
    /// begins before it.
    func caret(atOffset offset: Int) -> DateText.Caret {
        var part = 0
        while part < 2, let separator = separators[part], offset > separator.lowerBound {
            part += 1
        }
        return DateText.Caret(part: part, index: parts[part].count { $0.offset < offset })
    }
}
