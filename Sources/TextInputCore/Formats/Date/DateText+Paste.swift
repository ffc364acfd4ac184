extension DateText {
    /// A pasted date: `.some(nil)` when the text cannot be one (a part too long, more than three
    /// parts), nil when it is better typed one character at a time (digits alone, other than a
    /// whole date's 8, or none).
    ///
    /// Runs of digits are the parts, in the layout's order: in en_US "12/31/1999",
    /// "12 - 31 - 1999" and "12311999" are all 12/31/1999, and "1/2/1999" is 01/02/1999. A text
    /// that starts with a four-digit year in a layout that does not is read as ISO 8601's
    /// year-month-day ("1999-12-31"), the form dates are stored and exchanged in.
    ///
    /// A text already in the field's own form is taken as it is, so that the field's text pasted
    /// again is the same text: "1/2/1999", which a deletion can leave, stays as it is in en_US;
    /// "1.2.1999" is read as 01/02/1999.
    static func pasted(_ text: String, layout: DateTextLayout) -> DateText?? {
        if let own = inOwnForm(text, layout: layout) {
            return own
        }
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
        } else if groups.count == 3, groups[0].count == 4, layout.parts[0] != .year {
            let isoOrder: [DateTextLayout.Part] = [.year, .month, .day]
            groups = layout.parts.compactMap { part in isoOrder.firstIndex(of: part).map { groups[$0] } }
        }
        guard groups.count <= 3 else { return .some(nil) }
        var digits = DatePartValues<DateDigits>([], [], [])
        for (index, group) in groups.enumerated() {
            var group = group
            // A one-digit day or month followed by another part is padded, as typing a separator after it pads it.
            if group.count == 1, index < groups.count - 1, layout.parts[index] != .year { group.insert(0, at: 0) }
            guard group.count <= lengths[index] else { return .some(nil) }
            digits[index] = DateDigits(group)
        }
        let last = groups.count - 1
        var state = DateText(layout: layout, digits: digits, caret: Caret(part: last, index: digits[last].count))
        // A complete last part moves the caret past the separator it shows.
        if last < 2, digits[last].count == lengths[last] { state.caret = Caret(part: last + 1, index: 0) }
        return state
    }

    /// The text taken apart, when it is exactly what the field shows for its parts.
    private static func inOwnForm(_ text: String, layout: DateTextLayout) -> DateText? {
        var state = ParsedDateText(text, layout: layout).text
        guard (0..<3).allSatisfy({ state.digits[$0].count <= layout.parts[$0].length }) else { return nil }
        state.caret = Caret(part: 2, index: state.digits[2].count)
        return state.rendered.text.elementsEqual(text.utf8) ? state : nil
    }
}
