import Testing
import TextInputCore

/// The rule card numbers, phone numbers and numbers share: a text is reduced to its significant
/// characters, edited, laid out again, and the caret goes back after the same significant
/// character; a key that deletes only separators deletes the significant character beyond them.
@Suite("Significant characters and layout: one editing rule for laid-out texts")
struct SignificantCharacterEditTests {
    /// The layouts the tables use, each with a trait of a real format's.
    enum Layout: String, CustomStringConvertible, Sendable {
        /// Digits in groups of four, at most 12: a card number's shape.
        case groupsOfFour
        /// "(415) 555-2671", at most 10 digits; "(415) " as soon as the area code is complete:
        /// runs of several separators, a separator first, one at the end.
        case bracketed
        /// Digits in groups of three joined by a thin space, a three-byte separator.
        case thinSpaces
        /// Digits with a leading "+", the plus significant only in front: a phone number's
        /// dialled characters, as typed.
        case plusAndDigits

        var description: String { rawValue }

        func callAsFunction(_ values: [UInt8], caret: Int) -> (text: [UInt8], caret: Int) {
            let characters = values.map { $0 < 10 ? $0 + UInt8(ascii: "0") : $0 }
            var text = ""
            switch self {
            case .groupsOfFour:
                let kept = characters.prefix(12)
                for (index, digit) in kept.enumerated() {
                    if index > 0, index % 4 == 0 { text += " " }
                    text.unicodeScalars.append(Unicode.Scalar(digit))
                }
                return (Array(text.utf8), min(caret, kept.count))
            case .bracketed:
                let kept = characters.prefix(10)
                for (index, digit) in kept.enumerated() {
                    if index == 0 { text += "(" }
                    if index == 6 { text += "-" }
                    text.unicodeScalars.append(Unicode.Scalar(digit))
                    if index == 2 { text += ") " }
                }
                return (Array(text.utf8), min(caret, kept.count))
            case .thinSpaces:
                for (index, digit) in characters.enumerated() {
                    if index > 0, index % 3 == 0 { text += "\u{2009}" }
                    text.unicodeScalars.append(Unicode.Scalar(digit))
                }
                return (Array(text.utf8), caret)
            case .plusAndDigits:
                return (characters, caret)
            }
        }
    }

    /// Decimal digits of any script, kept as their values 0…9.
    struct Digits: SignificantCharacters {
        func value(of scalar: Unicode.Scalar, isFirst: Bool) -> UInt8? {
            DecimalDigit.value(of: scalar)
        }
    }

    /// Decimal digits of any script and, in front of them, "+".
    struct DigitsAndLeadingPlus: SignificantCharacters {
        func value(of scalar: Unicode.Scalar, isFirst: Bool) -> UInt8? {
            if let digit = DecimalDigit.value(of: scalar) { return digit }
            return isFirst && scalar == "+" ? UInt8(ascii: "+") : nil
        }
    }

    /// What a field laid out by `layout`, showing `start` (marked text), shows after `action`:
    /// "backspace", "delete" (forward), "cut", "type:<text>" or "paste:<text>". The outcome is
    /// marked text, after "accepted: " when the field applies the edit itself, or "rejected".
    static func outcome(_ layout: Layout, _ start: String, _ action: String) -> String {
        let marked = MarkedText(start)
        let text = marked.text
        let selection = marked.selectedRange
        var range = selection
        var replacement = ""
        let kind: TextInputEditKind
        switch action {
        case "backspace":
            kind = .deleteBackward
            range = text.rangeToDelete(.backward, selection: selection) ?? selection
        case "delete":
            kind = .deleteForward
            range = text.rangeToDelete(.forward, selection: selection) ?? selection
        case "cut":
            kind = .cut
        default:
            kind = action.hasPrefix("paste:") ? .paste : .typing
            // Scalar by scalar: a combining mark typed joins the ":" into one Character.
            replacement = String(String.UnicodeScalarView(action.unicodeScalars.drop { $0 != ":" }.dropFirst()))
        }
        let edit = TextInputEdit(
            originalText: text, originalSelectedRange: selection, replacementText: replacement, editedRange: range, kind: kind
        )
        let result: TextInputValidationResult =
            if layout == .plusAndDigits {
                SignificantCharacterEdit.validate(edit, keeping: DigitsAndLeadingPlus(), atMost: 40) { layout($0, caret: $1) }
            } else {
                SignificantCharacterEdit.validate(edit, keeping: Digits(), atMost: 40) { layout($0, caret: $1) }
            }
        return result.outcome(of: edit)
    }

    @Test(
        "Backspace or forward delete over separators deletes the significant character beyond them",
        arguments: [
            (Layout.groupsOfFour, "4111 |1111", "backspace", "411|1 111"),
            (.groupsOfFour, "4111| 1111", "delete", "4111| 111"),
            (.bracketed, "(415) |555", "backspace", "(41|5) 55"),  // over ") ", two separators
            (.bracketed, "(415)| 555", "backspace", "(41|5) 55"),
            (.bracketed, "(415|) 555", "delete", "(415|) 55"),  // forward over ") "
            (.bracketed, "(415) 555-|2671", "backspace", "(415) 55|2-671"),
            (.thinSpaces, "123\u{2009}|456", "backspace", "12|4\u{2009}56"),
        ])
    func deletingOverSeparators(layout: Layout, start: String, action: String, expected: String) {
        #expect(Self.outcome(layout, start, action) == expected)
    }

    @Test(
        "a key with no significant character beyond the separators it deletes is refused",
        arguments: [
            (Layout.bracketed, "(|415", "backspace"),
            (.bracketed, "(415)| ", "delete"),
            (.groupsOfFour, "4111 |1111", "type:a"),
            (.groupsOfFour, "4111 |1111", "type:👍🏽"),
            (.groupsOfFour, "4111 [1111]", "paste:—"),
        ])
    func refused(layout: Layout, start: String, action: String) {
        #expect(Self.outcome(layout, start, action) == "rejected")
    }

    @Test(
        "deleting a selection of separators only deletes nothing; the caret goes to its start",
        arguments: [
            (Layout.groupsOfFour, "4111[ ]1111", "backspace", "4111| 1111"),
            (.groupsOfFour, "4111[ ]1111", "delete", "4111| 1111"),
            (.bracketed, "(415[) ]555", "cut", "(415|) 555"),
        ])
    func selectedSeparators(layout: Layout, start: String, action: String, expected: String) {
        #expect(Self.outcome(layout, start, action) == expected)
    }

    @Test(
        "a selection spanning separators loses its significant characters only",
        arguments: [
            (Layout.groupsOfFour, "41[11 11]11", "backspace", "accepted: 41|11"),
            (.groupsOfFour, "41[11 11]11", "type:9", "419|1 1"),
            (.bracketed, "(4[15) 5]55-2671", "cut", "(4|55) 267-1"),
            (.groupsOfFour, "[4111 1111]", "backspace", "accepted: |"),
        ])
    func selectionsAcrossSeparators(layout: Layout, start: String, action: String, expected: String) {
        #expect(Self.outcome(layout, start, action) == expected)
    }

    @Test(
        "an insertion anywhere keeps the caret after the last significant character inserted",
        arguments: [
            (Layout.groupsOfFour, "41|11 1111", "type:2", "412|1 1111 1"),
            (.groupsOfFour, "411|1 1111", "type:2", "4112| 1111 1"),  // completes a group: before its separator
            (.groupsOfFour, "4111| 1111", "type:2", "4111 2|111 1"),  // before a separator: the digit goes after it
            (.groupsOfFour, "4111 |1111", "paste:22-33", "4111 2233| 1111"),
            (.groupsOfFour, "4111 1111 |1111", "paste:2222", "rejected"),  // past the layout's room: nothing pushed out
            (.groupsOfFour, "4111 |1111", "type:５", "4111 5|111 1"),  // a full-width digit
            (.bracketed, "(41|", "type:5", "(415) |"),  // at the end: past the trailing separator
            (.thinSpaces, "123\u{2009}|456", "type:9", "123\u{2009}9|45\u{2009}6"),
            (.groupsOfFour, "4111 111|", "type:1", "accepted: 4111 1111|"),
            (.groupsOfFour, "4111 1111|", "type:1", "4111 1111 1|"),
        ])
    func insertions(layout: Layout, start: String, action: String, expected: String) {
        #expect(Self.outcome(layout, start, action) == expected)
    }

    @Test(
        "emoji and combining marks are not significant; a digit under a combining mark is",
        arguments: [
            (Layout.groupsOfFour, "41👍🏽|11", "backspace", "4|11"),  // the emoji goes with the digit before it
            (.groupsOfFour, "|", "paste:4\u{0301}1👍🏽1", "411|"),
            (.groupsOfFour, "4|111", "type:\u{0301}", "rejected"),
            (.groupsOfFour, "|", "paste:1️⃣2", "12|"),  // a keycap holds its digit
        ])
    func nonSignificantCharacters(layout: Layout, start: String, action: String, expected: String) {
        #expect(Self.outcome(layout, start, action) == expected)
    }

    @Test(
        "a significant character may depend on its place: a plus counts only in front",
        arguments: [
            (Layout.plusAndDigits, "|", "paste:+44+20", "+4420|"),
            (.plusAndDigits, "44|", "type:+", "rejected"),
            (.plusAndDigits, "|44", "type:+", "accepted: +|44"),
            (.plusAndDigits, "[+]44", "backspace", "accepted: |44"),
        ])
    func placeDependentCharacters(layout: Layout, start: String, action: String, expected: String) {
        #expect(Self.outcome(layout, start, action) == expected)
    }

    @Test(
        "the caret goes after the same count of significant characters, before the first one past what leads, and past separators at the end",
        arguments: [
            ("(415) 555", 0, 1),
            ("TKT-42", 0, 4),
            ("TKT-", 0, 4),
            ("(415) 555", 3, 4),
            ("(415) ", 3, 6),
            ("12\u{2009}3", 2, 2),
            ("12\u{2009}3", 3, 6),
            ("", 0, 0),
        ])
    func caretMapping(text: String, count: Int, offset: Int) {
        #expect(Digits().utf8Offset(afterSignificant: count, in: Array(text.utf8)) == offset)
    }
}
