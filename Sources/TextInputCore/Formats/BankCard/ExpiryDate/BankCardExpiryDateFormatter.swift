/// The editing rules of ``TextInputFormats/bankCardExpiryDate(_:)``.
///
/// The text is taken apart into month, slash and year (``BankCardExpiryDateText``); deletions
/// remove digits from their part, insertions are typed into it one keystroke at a time, and a
/// paste over the whole text is read as a date ("12/2034", "1234", "12 - 34").
///
/// Deleting the slash alone follows the rule of every laid-out format (``SeparatorDeletion``):
/// Backspace deletes the month's last digit, forward delete the year's first. Other edits do
/// not go through ``SignificantCharacterEdit``, on purpose: the month and the year are two
/// fields in one, and digits never flow from one into the other. A digit typed into a full
/// month is refused rather than pushed into the year, a first digit 2–9 is a whole month ("5"
/// is "05/"), and a separator typed after one digit completes the month ("1/" is "01/").
struct BankCardExpiryDateFormatter: TextInputFormatterType {
    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        let parsed = ParsedText(edit.originalText)
        let edited = edit.editedUTF8Offsets
        let lower = edited.lowerBound, upper = edited.upperBound
        let slashIsEdited = parsed.slashOffset.map { (lower..<upper).contains($0) } ?? false

        var state = BankCardExpiryDateText(
            month: parsed.month.filter { !(lower..<upper).contains($0.offset) }.map(\.digit),
            keepsSlash: parsed.slashOffset != nil && !slashIsEdited,
            year: parsed.year.filter { !(lower..<upper).contains($0.offset) }.map(\.digit),
            caret: parsed.caret(atOffset: lower)
        )
        let removesDigits = state.month.count + state.year.count < parsed.month.count + parsed.year.count

        if edit.replacementText.isEmpty {
            guard lower < upper else { return .accepted }
            if !removesDigits {
                switch SeparatorDeletion(edit) {
                case let .movesCaret(answer):
                    return answer
                case let .deletesBeyond(direction):
                    guard Self.deleteDigit(beyondSlash: direction, in: &state) else { return .rejected }
                }
            }
        } else if state.month.isEmpty, state.year.isEmpty, parsed.slashOffset == nil || slashIsEdited,
            edit.replacementText.utf8.count > 1,
            let pasted = BankCardExpiryDateText.pasted(edit.replacementText)
        {
            guard let pasted else { return .rejected }
            state = pasted
        } else {
            // Digits never move across the slash, so an edit that replaces it is refused.
            guard !slashIsEdited || (state.month.isEmpty && state.year.isEmpty) else { return .rejected }
            var typedAny = false
            for character in edit.replacementText {
                typedAny = state.type(character) || typedAny
            }
            guard typedAny else { return .rejected }
        }
        return edit.validationResult(showingUTF8: state.rendered.text.utf8, caretAtUTF8Offset: state.rendered.caretOffset)
    }

    /// Backspace right after the slash deletes the month's last digit (and the slash, when no
    /// year follows); forward delete before it deletes the year's first digit.
    private static func deleteDigit(beyondSlash direction: String.DeletionDirection, in state: inout BankCardExpiryDateText) -> Bool {
        if direction == .forward {
            guard !state.year.isEmpty else { return false }
            state.year.removeFirst()
        } else {
            guard !state.month.isEmpty else { return false }
            state.month.removeLast()
            state.keepsSlash = false
        }
        state.caret = .month(state.month.count)
        return true
    }
}

extension BankCardExpiryDateFormatter {
    /// The original text's digits and slash with their UTF-8 offsets. The first character that is
    /// not a digit counts as the slash; later ones are ignored.
    struct ParsedText {
        var month: [(digit: UInt8, offset: Int)] = []
        var slashOffset: Int?
        var year: [(digit: UInt8, offset: Int)] = []

        init(_ text: String) {
            for (offset, byte) in text.utf8.enumerated() {
                if let digit = DecimalDigit.value(ofASCII: byte) {
                    if slashOffset == nil { month.append((digit, offset)) } else { year.append((digit, offset)) }
                } else if slashOffset == nil, byte < 0x80 || byte >= 0xC0 {
                    slashOffset = offset
                }
            }
        }

        /// The caret at UTF-8 `offset` of the text.
        func caret(atOffset offset: Int) -> BankCardExpiryDateText.Caret {
            if let slashOffset, offset > slashOffset {
                return .year(year.count { $0.offset < offset })
            }
            return .month(month.count { $0.offset < offset })
        }
    }
}

extension BankCardExpiryDateText {
    /// A pasted date: `.some(nil)` when the text is a malformed date (a month above 12, a
    /// three-digit year…), nil when it is better typed one character at a time (no separator and
    /// neither 4 nor 6 digits).
    ///
    /// "12/2034", "12 / 34", "12-34", "1234" and "122034" all read as 12/34. Leading characters
    /// other than digits and "/" are skipped ("Exp. 12/34").
    static func pasted(_ text: String) -> BankCardExpiryDateText?? {
        var month: [UInt8] = []
        var year: [UInt8] = []
        var sawSeparator = false
        for scalar in text.unicodeScalars {
            if let digit = DecimalDigit.value(of: scalar) {
                if !sawSeparator { month.append(digit) } else { year.append(digit) }
            } else if !month.isEmpty || scalar == "/" {
                if sawSeparator, !year.isEmpty { break }
                sawSeparator = true
            }
        }
        if !sawSeparator {
            guard month.count == 4 || month.count == 6 else { return nil }
            year = Array(month.suffix(2))
            month = Array(month.prefix(2))
        } else if year.count == 4 {
            year = Array(year.suffix(2))
            if month.count == 1 { month.insert(0, at: 0) }
        }
        guard month.count <= 2, year.count <= 2, !(month.isEmpty && year.isEmpty),
            isValidMonth(month)
        else { return .some(nil) }
        var state = BankCardExpiryDateText(month: month, keepsSlash: true, year: year)
        state.caret = state.hasSlash ? .year(year.count) : .month(month.count)
        return state
    }
}
