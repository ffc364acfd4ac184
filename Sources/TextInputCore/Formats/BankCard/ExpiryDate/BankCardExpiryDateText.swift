/// An expiry date field's text taken apart: the month digits, whether the slash is there, the
/// year digits, and where the caret is.
///
/// The text it renders is always one of: "", "0", "1", "M/", "MM/", and with year digits
/// "M/Y", "MM/YY", "/YY"… (the slash stays while year digits follow it).
struct BankCardExpiryDateText: Equatable {
    /// Where the caret stands: before month digit `index` (or after the last one), or before
    /// year digit `index`.
    enum Caret: Equatable {
        case month(Int)
        case year(Int)
    }

    /// The month digits (values 0…9), at most two.
    var month: [UInt8] = []
    /// Whether the text shows the slash even though neither part needs it: a one-digit month
    /// left in front of its slash by a deletion ("1/").
    var keepsSlash = false
    /// The year digits (values 0…9), at most two.
    var year: [UInt8] = []
    var caret = Caret.month(0)

    /// Whether the slash is shown.
    var hasSlash: Bool {
        !year.isEmpty || month.count == 2 || (month.count == 1 && (keepsSlash || month[0] >= 2))
    }

    /// The text, and the caret's offset in it.
    var rendered: (text: String, caretOffset: Int) {
        var bytes: [UInt8] = month.map { $0 &+ UInt8(ascii: "0") }
        let showsSlash = hasSlash
        if showsSlash { bytes.append(UInt8(ascii: "/")) }
        bytes += year.map { $0 &+ UInt8(ascii: "0") }
        let caretOffset =
            switch caret {
            case let .month(index): Swift.min(index, month.count)
            case let .year(index): showsSlash ? month.count + 1 + Swift.min(index, year.count) : month.count
            }
        return (String(decoding: bytes, as: UTF8.self), caretOffset)
    }

    /// Whether `month` can begin or be a month: any one digit, or 01…12.
    static func isValidMonth(_ month: [UInt8]) -> Bool {
        switch month.count {
        case 0, 1: true
        case 2: (1...12).contains(Int(month[0]) * 10 + Int(month[1]))
        default: false
        }
    }

    // MARK: - Keystrokes

    /// Types `character` at the caret. Answers false, changing nothing, when the keystroke is
    /// refused: a digit into a full part, a month above 12 or "00", a misplaced separator.
    mutating func type(_ character: Character) -> Bool {
        if let digit = character.unicodeScalars.count == 1 ? character.unicodeScalars.first.flatMap(DecimalDigit.value(of:)) : nil {
            return type(digit: digit)
        }
        if Self.separators.contains(character) {
            return typeSeparator()
        }
        return false
    }

    /// The characters that, typed after a one-digit month, complete it: "1" then "/" is "01/".
    static let separators: Set<Character> = ["/", "-", ".", " "]

    private mutating func type(digit: UInt8) -> Bool {
        switch caret {
        case let .month(index):
            guard month.count < 2 else { return false }
            var newMonth = month
            newMonth.insert(digit, at: Swift.min(index, month.count))
            var newIndex = index + 1
            // A first digit 2–9 can only be a one-digit month.
            if newMonth.count == 1, digit >= 2 {
                newMonth = [0, digit]
                newIndex = 2
            }
            guard Self.isValidMonth(newMonth) else { return false }
            let hadSlash = hasSlash
            month = newMonth
            // The slash appears as soon as the month is complete; the caret follows it when the
            // month was typed at its end.
            caret = newMonth.count == 2 && newIndex == 2 && !hadSlash ? .year(0) : .month(newIndex)
            return true
        case let .year(index):
            guard year.count < 2 else { return false }
            year.insert(digit, at: Swift.min(index, year.count))
            caret = .year(index + 1)
            return true
        }
    }

    private mutating func typeSeparator() -> Bool {
        let atMonthEnd = caret == .month(month.count) || (caret == .year(0) && hasSlash)
        guard month.count == 1, atMonthEnd, month[0] != 0 else { return false }
        month = [0, month[0]]
        caret = .year(0)
        return true
    }
}
