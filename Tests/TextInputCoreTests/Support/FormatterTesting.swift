import TextInputCore

/// A text with a caret or selection written inline, for readable tables: "12|34" is a caret
/// after "12", "1[23]4" selects "23".
struct MarkedText: CustomStringConvertible, Sendable {
    var text: String
    var selection: Range<Int>

    init(_ marked: String) {
        var text = ""
        var lower = 0
        var upper: Int?
        for character in marked {
            switch character {
            case "|":
                lower = text.count
                upper = text.count
            case "[": lower = text.count
            case "]": upper = text.count
            default: text.append(character)
            }
        }
        if upper == nil, !marked.contains("[") { lower = text.count }
        self.text = text
        selection = lower..<(upper ?? text.count)
    }

    init(text: String, selection: Range<String.Index>) {
        self.text = text
        self.selection = text.distance(from: text.startIndex, to: selection.lowerBound)..<text.distance(from: text.startIndex, to: selection.upperBound)
    }

    var selectedRange: Range<String.Index> {
        text.index(text.startIndex, offsetBy: selection.lowerBound)..<text.index(text.startIndex, offsetBy: selection.upperBound)
    }

    var description: String {
        var result = ""
        for (offset, character) in text.enumerated() {
            if offset == selection.lowerBound { result += selection.isEmpty ? "|" : "[" }
            if offset == selection.upperBound, !selection.isEmpty { result += "]" }
            result.append(character)
        }
        if selection.lowerBound == text.count { result += selection.isEmpty ? "|" : "[" }
        if selection.upperBound == text.count, !selection.isEmpty { result += "]" }
        return result
    }
}

extension TextInputFormatterType {
    /// Validates replacing the selection of `marked` with `replacement`, and describes the
    /// outcome as marked text ("rejected" for a rejection, and "accepted:" before an accepted
    /// outcome).
    func outcome(of marked: String, typing replacement: String, kind: TextInputEditKind = .unknown) -> String {
        let before = MarkedText(marked)
        let edit = TextInputEdit(
            originalText: before.text,
            originalSelectedRange: before.selectedRange,
            replacementText: replacement,
            editedRange: before.selectedRange,
            kind: kind
        )
        return TextInputFormatter(self).validate(edit).outcome(of: edit)
    }
}

extension TextInputValidationResult {
    /// Describes the outcome of `edit` as marked text: "rejected" for a rejection, and
    /// "accepted:" before an accepted outcome.
    func outcome(of edit: TextInputEdit) -> String {
        switch self {
        case .accepted:
            let (text, selection) = edit.result
            return "accepted: \(MarkedText(text: text, selection: selection))"
        case let .changed(text, selection):
            return "\(MarkedText(text: text, selection: selection))"
        case .rejected:
            return "rejected"
        }
    }
}
