extension TextInputFormat {
    /// The same format, completing what the user types with the best match of `source`: the
    /// rest of the match follows the caret, selected, for views to draw lighter than the typed
    /// text.
    ///
    /// - Typing a character that agrees with the suggestion keeps it; one that does not asks
    ///   the source again.
    /// - Backspace removes the suggestion first, then deletes as usual.
    /// - Return, Next in the toolbar, or moving the caret to the end accepts it; moving the
    ///   caret elsewhere or leaving the field drops it.
    /// - The binding's value and events hold only what the user typed or accepted: the
    ///   suggestion is provisional text (``TextInputBindingType/provisionalRange``).
    /// - Only typing suggests (a committed composition included): never a paste, a deletion,
    ///   or text an input method is still composing.
    ///
    /// The suggestion goes through the format like the rest of the text: a phone number is
    /// suggested formatted, and a match the format would reject is not suggested. Apply
    /// `completing(from:)` last, after the other builders, so that they never see a suggestion.
    ///
    /// ```swift
    /// let city = TextInputFormats.plain.completing(from: InMemoryAutoFillSource(["Paris", "Prague"]))
    /// let field = TextInputSimulator()
    /// let binding = city.bind(to: field)
    /// field.insert("P"); field.insert("a")
    /// field.text              // "Paris", "ris" selected
    /// binding.value           // "Pa"
    /// field.pressReturn()
    /// binding.value           // "Paris"
    /// ```
    public func completing(from source: some AutoFillSource) -> TextInputFormat<Value> {
        withFormatter(TextInputFormatters.InlineCompletion(base: formatter, source: source))
            .withPlugin { InlineCompletionPlugin() }
    }
}
