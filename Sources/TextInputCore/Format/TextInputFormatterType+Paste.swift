extension TextInputFormatterType {
    /// Validates `edit` with `memory`, and when the formatter rejects an insertion of more
    /// than one Character (a paste), the longest beginning of it the formatter takes: a paste keeps what it can rather than nothing. `kept` is the edit of
    /// that beginning, nil when the whole edit was answered. How a binding answers a paste;
    /// ``TextInputFormat/formatted(_:)`` validates a text whole and does not.
    ///
    /// The beginnings of up to ``longestBeginningTries`` Characters are tried, the longest
    /// first (no format's text holds more), each with a copy of the memory the edit
    /// found, which `memory` takes for the answer; an insertion the formatter takes as it stands
    /// costs nothing more.
    package func validateKeepingLongestBeginning(
        _ edit: TextInputEdit,
        memory: inout TextInputFieldMemory
    ) -> (result: TextInputValidationResult, kept: TextInputEdit?) {
        let original = memory
        let result = validate(edit, memory: &memory)
        guard result == .rejected else { return (result, nil) }
        let replacement = edit.replacementText
        var ends = Array(replacement.indices.dropFirst().prefix(Self.longestBeginningTries))
        guard !ends.isEmpty else { return (result, nil) }
        ends.reverse()
        for end in ends {
            let shorter = edit.replacing(with: String(replacement[..<end]))
            var candidateMemory = original
            let candidate = validate(shorter, memory: &candidateMemory)
            guard candidate != .rejected else { continue }
            memory = candidateMemory
            return (candidate.rewritten(from: edit, to: shorter), shorter)
        }
        return (result, nil)
    }

    /// How many beginnings of a refused insertion ``validateKeepingLongestBeginning(_:memory:)``
    /// tries: more Characters than any built-in format's text holds.
    package static var longestBeginningTries: Int { 64 }
}

extension TextInputEdit {
    /// The insertion of what `kept`, a beginning of this edit, left out, where `result` (the
    /// answer to this edit that kept it) puts the caret: the refused remainder of a paste.
    package func remainder(after kept: TextInputEdit, shown result: TextInputValidationResult) -> TextInputEdit? {
        guard let (text, selection) = result.outcome(of: self) else { return nil }
        let end = replacementText.utf8.index(replacementText.startIndex, offsetBy: kept.replacementText.utf8.count)
        let rest = String(replacementText[end...])
        guard !rest.isEmpty else { return nil }
        return TextInputEdit(originalText: text, originalSelectedRange: selection, replacementText: rest, editedRange: selection, kind: kind)
    }
}

extension TextInputEdit {
    /// What a paste that `result` kept only the beginning of left out, when it left out a
    /// letter or digit the format had no place for (a pasted date's impossible day, the letters
    /// of a pasted card number): the first of them, typed where the paste left the caret.
    package func leftOutRemainder(shown result: TextInputValidationResult) -> TextInputEdit? {
        guard let (text, selection) = result.outcome(of: self) else { return nil }
        let kept = Self.lettersAndDigits(in: text) - Self.lettersAndDigits(in: originalText) + Self.lettersAndDigits(in: originalText[editedRange])
        guard let leftOut = replacementText.lazy.filter({ $0.isLetter || $0.isNumber }).dropFirst(Swift.max(0, kept)).first else { return nil }
        return TextInputEdit(originalText: text, originalSelectedRange: selection, replacementText: String(leftOut), editedRange: selection, kind: kind)
    }

    private static func lettersAndDigits(in text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + ($1.isLetter || $1.isNumber ? 1 : 0) }
    }
}

extension TextInputValidationResult {
    /// Whether this answer to `edit` keeps nothing of what it inserts: a refusal, or the text
    /// and selection from before the edit.
    package func refusesInsertion(of edit: TextInputEdit) -> Bool {
        switch self {
        case .accepted: false
        case .rejected: true
        case let .changed(text, selection):
            text == edit.originalText && text.utf16Range(of: selection) == edit.originalText.utf16Range(of: edit.originalSelectedRange)
        }
    }
}
