/// A date field's text taken apart: the digits of each part in the layout's order, which
/// separators the text keeps, and where the caret is.
///
/// A separator is shown once the part before it is complete or a later part has digits, and
/// stays, when the text had it, in front of a part a deletion shortened ("1|/" after deleting
/// the "2" of "12/"). It also follows a lone digit that typing would pad ("4/" after deleting
/// the "0" of "04/"), so that the text typed again is the same text. Digits never move from one
/// part into another.
struct DateText: Equatable {
    /// Where the caret stands: before digit `index` of part `part` (or after its last digit).
    struct Caret: Equatable {
        var part: Int
        var index: Int
    }

    let layout: DateTextLayout
    /// The digits of each part, in the layout's order.
    var digits: DatePartValues<DateDigits>
    /// Whether the text shows each separator (0 and 1) even though neither side needs it.
    var keepsSeparator: DatePartValues<Bool>
    var caret: Caret

    init(
        layout: DateTextLayout,
        digits: DatePartValues<DateDigits> = DatePartValues([], [], []),
        keepsSeparator: DatePartValues<Bool> = DatePartValues(false, false, false),
        caret: Caret = Caret(part: 0, index: 0)
    ) {
        self.layout = layout
        self.digits = digits
        self.keepsSeparator = keepsSeparator
        self.caret = caret
    }

    /// Whether separator `index` (after part `index`) is shown.
    func showsSeparator(_ index: Int) -> Bool {
        digits[index].count == layout.parts[index].length
            || ((index + 1)..<3).contains { !digits[$0].isEmpty }
            || (keepsSeparator[index] && !digits[index].isEmpty)
            || (digits[index].count == 1 && layout.parts[index].smallestWholeDigit.map { digits[index][0] >= $0 } == true)
    }

    /// The text, and the caret's UTF-8 offset in it.
    var rendered: (text: [UInt8], caretOffset: Int) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(8 + layout.separatorBytes[0].count + layout.separatorBytes[1].count)
        var caretOffset = 0
        for part in 0..<3 {
            if caret.part == part {
                caretOffset = bytes.count + Swift.min(caret.index, digits[part].count)
            }
            for digit in digits[part] {
                bytes.append(digit &+ UInt8(ascii: "0"))
            }
            if part < 2, showsSeparator(part) {
                bytes += layout.separatorBytes[part]
            } else if part < 2, caret.part > part {
                // A hidden separator means no later part has digits: the text ends here, and so
                // does a caret in a later part.
                return (bytes, bytes.count)
            }
        }
        return (bytes, caretOffset)
    }

    // MARK: - The day the text names

    /// The value of each part that is complete, nil for one that is not.
    private func completeValue(of part: DateTextLayout.Part) -> Int? {
        guard let index = layout.parts.firstIndex(of: part), digits[index].count == part.length else { return nil }
        return digits[index].value
    }

    /// The day the text names, when every part is complete; it need not exist.
    var day: CalendarDay? {
        guard let year = completeValue(of: .year), let month = completeValue(of: .month), let day = completeValue(of: .day)
        else { return nil }
        return CalendarDay(year: year, month: month, day: day)
    }

    // MARK: - Keystrokes

    /// The characters that, typed after one digit of a day or a month, complete it ("1" then
    /// "/" is "01/"): the usual date separators and the locale's own.
    func isSeparator(_ character: Character) -> Bool {
        ["/", "-", ".", " "].contains(character) || layout.separators.contains { $0.contains(character) }
    }

    /// Types `character` at the caret, whatever day the parts then name (the formatter asks
    /// ``problem(within:)`` of the result). Answers false, changing nothing, when the text has
    /// no place for it: a digit into a complete part, a misplaced separator, or neither.
    mutating func type(_ character: Character) -> Bool {
        if let digit = Self.digit(of: character) {
            return type(digit: digit)
        }
        return isSeparator(character) && typeSeparator()
    }

    /// The value of `character` when it is one digit, of any script.
    static func digit(of character: Character) -> UInt8? {
        let scalars = character.unicodeScalars
        return scalars.count == 1 ? scalars.first.flatMap(DecimalDigit.value(of:)) : nil
    }

    private mutating func type(digit: UInt8) -> Bool {
        let part = caret.part
        let kind = layout.parts[part]
        guard digits[part].count < kind.length else { return false }
        let hadSeparator = part < 2 && showsSeparator(part)
        var newDigits = digits[part]
        newDigits.insert(digit, at: Swift.min(caret.index, newDigits.count))
        var newIndex = caret.index + 1
        if newDigits.count == 1, let padded = kind.smallestWholeDigit, digit >= padded {
            newDigits = [0, digit]
            newIndex = 2
        }
        digits[part] = newDigits
        // The separator appears as soon as the part is complete; the caret follows it when the
        // part was typed at its end.
        if part < 2, newDigits.count == kind.length, newIndex == kind.length, !hadSeparator {
            caret = Caret(part: part + 1, index: 0)
        } else {
            caret.index = newIndex
        }
        return true
    }

    private mutating func typeSeparator() -> Bool {
        let part = caret.index == 0 && caret.part > 0 && showsSeparator(caret.part - 1) ? caret.part - 1 : caret.part
        guard part < 2, layout.parts[part] != .year, digits[part].count == 1, digits[part][0] != 0,
            caret.part > part || caret.index == 1
        else { return false }
        digits[part] = [0, digits[part][0]]
        caret = Caret(part: part + 1, index: 0)
        return true
    }
}
