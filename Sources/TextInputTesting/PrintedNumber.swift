/// The numbers that printing a field's state adds of itself, which say where, how long and what
/// changed rather than what was typed: a selection's Character offsets ("19..<19"), a count of
/// digits or characters ("digitCount: 16", "characterCount: 22"), the raw value of an option set ("rawValue: 7"), `dump`'s element
/// counts ("(2 elements)") and tuple labels (".0: "), and a debug description's escapes
/// ("\0", "\u{200D}").
enum PrintedNumber {
    /// Whether a printed number may start with `character`: an ASCII digit, the first character
    /// of a label, or of an element count, a tuple label or an escape. A quick answer for the
    /// characters most printed texts are made of.
    static func mayStart(with character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "("), UInt8(ascii: "."), UInt8(ascii: "\\"):
            return true
        default:
            return labelStarts.contains(character)
        }
    }

    /// The first characters of ``labels``.
    private static let labelStarts = Set(labels.compactMap(\.first))

    /// Where the printed number starting at `start` ends, or nil when none starts there.
    static func end(in text: [Character], at start: Int) -> Int? {
        if let end = selection(in: text, at: start) { return end }
        for label in labels where text.starts(with: label, at: start) {
            return digits(in: text, from: start + label.count)
        }
        if text[start] == "(", let end = digits(in: text, from: start + 1), text.starts(with: Array(" element"), at: end) {
            return end
        }
        if text[start] == ".", let end = digits(in: text, from: start + 1), text.starts(with: Array(": "), at: end) {
            return end
        }
        if text[start] == "\\" {
            return escapeEnd(in: text, at: start)
        }
        return nil
    }

    /// The end of a debug description's escape starting at `start`: "\\", "\0" or "\u{200D}"
    /// (a backslash typed in the field prints as "\\", so a digit after it is still seen).
    private static func escapeEnd(in text: [Character], at start: Int) -> Int? {
        guard start + 1 < text.count else { return nil }
        switch text[start + 1] {
        case "\\", "0": return start + 2
        case "u":
            var index = start + 2
            guard index < text.count, text[index] == "{" else { return nil }
            index += 1
            while index < text.count, text[index].isHexDigit { index += 1 }
            return index < text.count && text[index] == "}" && index > start + 3 ? index + 1 : nil
        default: return nil
        }
    }

    private static let labels = ["digitCount: ", "characterCount: ", "rawValue: "].map(Array.init)

    /// "12..<19" starting at `start`.
    private static func selection(in text: [Character], at start: Int) -> Int? {
        guard let lowerEnd = digits(in: text, from: start), text.starts(with: Array("..<"), at: lowerEnd) else { return nil }
        return digits(in: text, from: lowerEnd + 3)
    }

    /// The end of the ASCII digits starting at `start`, if there is at least one.
    private static func digits(in text: [Character], from start: Int) -> Int? {
        var index = start
        while index < text.count, text[index].isASCII, text[index].isNumber { index += 1 }
        return index > start ? index : nil
    }
}

extension Array where Element == Character {
    /// Whether `prefix` stands in this array at `index`.
    fileprivate func starts(with prefix: [Character], at index: Int) -> Bool {
        index + prefix.count <= count && self[index..<index + prefix.count].elementsEqual(prefix)
    }
}
