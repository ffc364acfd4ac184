import Foundation

extension TextInputAutoFill {
    /// The matches in the form a text system's word completion takes them — AppKit's field
    /// editor, which replaces only the word being typed (`partialWordUTF16Range` of `text`) with
    /// the completion the user picks. Each match is offered as what must stand in that word's
    /// place for the field's whole text to become the match, so picking it goes through the
    /// format like any edit and leaves the match in the field.
    ///
    /// A field of one word gets every match as it is, even one that only contains what was
    /// typed or differs in case and accents. A match that does not start with the text before
    /// the word exactly, or does not end with the text after the range, cannot be reached by
    /// replacing the word, and is left out. `partialWordUTF16Range` is clamped to the text and
    /// widened to whole Characters.
    ///
    /// ```swift
    /// let suggestions = TextInputAutoFill(source: InMemoryAutoFillSource(["New York", "new york city"]))
    /// binding.attach(suggestions)
    /// field.insert("New Y")                  // AppKit completes the word "Y"
    /// suggestions.completions(forPartialWordUTF16Range: NSRange(location: 4, length: 1), in: field.text)
    /// // ["York"]: "new york city" matches, but does not start with "New "
    /// ```
    package func completions(forPartialWordUTF16Range partialWordUTF16Range: NSRange, in text: String) -> [String] {
        let word = text.characterRange(forUTF16: partialWordUTF16Range)
        let before = text[..<word.lowerBound]
        let after = text[word.upperBound...]
        return matches.compactMap { match in
            guard match.hasPrefix(before), match.hasSuffix(after),
                match.count >= before.count + after.count
            else { return nil }
            return String(match.dropFirst(before.count).dropLast(after.count))
        }
    }
}

extension TextInputBindingType {
    /// The completion list a text system (AppKit's field editor) offers for the word being
    /// typed, in place of `words`, its own: the first attached autofill's
    /// ``TextInputAutoFill/completions(forPartialWordUTF16Range:in:)`` with none selected
    /// (`selectedIndex` -1: picking is left to the user, so typing on never takes a
    /// completion), or, with no autofill attached, `words` and the text system's own selection
    /// (`selectedIndex` nil).
    package func wordCompletions(
        replacing words: [String],
        forPartialWordUTF16Range partialWordUTF16Range: NSRange,
        in text: String
    ) -> (words: [String], selectedIndex: Int?) {
        guard let autoFill = plugins.lazy.compactMap({ $0 as? TextInputAutoFill }).first else { return (words, nil) }
        return (autoFill.completions(forPartialWordUTF16Range: partialWordUTF16Range, in: text), -1)
    }
}
