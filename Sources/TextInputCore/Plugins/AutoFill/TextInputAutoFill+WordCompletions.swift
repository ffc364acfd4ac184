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
