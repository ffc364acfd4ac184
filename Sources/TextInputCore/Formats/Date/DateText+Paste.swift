extension DateText {
    /// A pasted date, its parts as long as the layout's at most (what follows a part too long
    /// is left out, as is a fourth part); nil when it is better typed one character at a time
    /// (digits alone, other than a whole date's 8, or none).
    ///
    /// Runs of digits are the parts, in the layout's order: in en_US "12/31/1999",
    /// "12 - 31 - 1999" and "12311999" are all 12/31/1999, and "1/2/1999" is 01/02/1999. A text
    /// that starts with a four-digit year in a layout that does not is read as ISO 8601's
    /// year-month-day ("1999-12-31"), the form dates are stored and exchanged in.
    ///
    /// A text already in the field's own form is read by ``inOwnForm(_:layout:)`` instead.
    static func pasted(_ text: String, layout: DateTextLayout) -> DateText? {
        var groups: [[UInt8]] = [[]]
        for scalar in text.unicodeScalars {
            if let digit = DecimalDigit.value(of: scalar) {
                groups[groups.count - 1].append(digit)
            } else if !groups[groups.count - 1].isEmpty {
                groups.append([])
            }
        }
        if groups.last?.isEmpty == true { groups.removeLast() }
        let lengths = layout.parts.map(\.length)
        if groups.isEmpty {
            return nil
        } else if groups.count == 1 {
            guard groups[0].count == lengths.reduce(0, +) else { return nil }
            let whole = groups[0]
            groups = [Array(whole.prefix(lengths[0])), Array(whole.dropFirst(lengths[0]).prefix(lengths[1])), Array(whole.suffix(lengths[2]))]
        }
        groups = Array(groups.prefix(3))
        if groups.count == 3, groups[0].count == 4, layout.parts[0] != .year {
            let isoOrder: [DateTextLayout.Part] = [.year, .month, .day]
            groups = layout.parts.compactMap { part in isoOrder.firstIndex(of: part).map { groups[$0] } }
        }
        var digits = DatePartValues<DateDigits>([], [], [])
        var last = 0
        for (index, group) in groups.enumerated() {
            var group = group
            // A one-digit day or month followed by another part is padded, as typing a separator after it pads it.
            if group.count == 1, index < groups.count - 1, layout.parts[index] != .year { group.insert(0, at: 0) }
            digits[index] = DateDigits(group.prefix(lengths[index]))
            last = index
            // The parts after one too long would not be those the text meant.
            if group.count > lengths[index] { break }
        }
        var state = DateText(layout: layout, digits: digits)
        state.putCaretAfterDigits(ofPart: last)
        return state
    }

    /// Whether any part has a digit.
    var hasDigits: Bool {
        (0..<3).contains { !digits[$0].isEmpty }
    }

    /// Keeps the longest beginning of the digits, in the parts' order, that a day within
    /// `bounds` can complete, with the caret after it; answers why the next digit does not
    /// stay, or nil when every digit stays.
    ///
    /// "02/30/2023" keeps "02/3", and is refused for ``TextInputAnnouncement/Reason/dayNotValid``.
    mutating func keepLongestBeginning(within bounds: ClosedRange<CalendarDay>) -> TextInputAnnouncement.Reason? {
        guard problem(within: bounds) != nil else { return nil }
        var kept = DateText(layout: layout)
        for part in 0..<3 {
            for digit in digits[part] {
                var longer = kept
                longer.digits[part].append(digit)
                if let problem = longer.problem(within: bounds) {
                    kept.putCaretAfterDigits(ofPart: (0...part).last { !kept.digits[$0].isEmpty } ?? 0)
                    self = kept
                    return problem
                }
                kept = longer
            }
        }
        return nil
    }

    /// Puts the caret after the last digit of `part`, and past the separator after it when the
    /// part is complete, as typing it would.
    private mutating func putCaretAfterDigits(ofPart part: Int) {
        caret = part < 2 && digits[part].count == layout.parts[part].length ? Caret(part: part + 1, index: 0) : Caret(part: part, index: digits[part].count)
    }

    /// The text taken apart, when it is exactly what the field shows for its parts: such a text
    /// pasted is taken as it is, so that the field's text pasted again is the same text —
    /// "1/2/1999" or "02/29/02", which deletions can leave, stay as they are in en_US, while
    /// "1.2.1999" is read as 01/02/1999.
    static func inOwnForm(_ text: String, layout: DateTextLayout) -> DateText? {
        var state = ParsedDateText(text, layout: layout).text
        guard (0..<3).allSatisfy({ state.digits[$0].count <= layout.parts[$0].length }) else { return nil }
        state.caret = Caret(part: 2, index: state.digits[2].count)
        return state.rendered.text.elementsEqual(text.utf8) ? state : nil
    }
}
