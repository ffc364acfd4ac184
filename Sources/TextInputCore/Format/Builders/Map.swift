extension TextInputFormat {
    /// Rewrites the text and the selection after every edit.
    ///
    /// `transform` receives what the field would show (the text and its selection) and returns
    /// what it shows instead, with a selection of indices *of the returned text*. A returned
    /// selection that lies outside the returned text, or splits a Character, is moved to the
    /// nearest valid position. When `transform` changes nothing, the edit stays
    /// ``TextInputValidationResult/accepted``.
    ///
    /// ```swift
    /// // A decimal comma shows as a point: one byte for one, so the selection still fits.
    /// let points = TextInputFormats.plain.map { text, selectedRange in
    ///     (text.replacingOccurrences(of: ",", with: "."), selectedRange)
    /// }
    /// ```
    ///
    /// `map` rewrites what its base produced, after any count limit inside it: a
    /// ``filter(constrainingCharactersCount:)`` that must hold over what `transform` writes
    /// goes after `map`. To change the case of what is typed, use ``uppercased(locale:)`` or
    /// ``lowercased(locale:)``, which map the insertion itself: the caret stays right when the
    /// length changes ("ß" upper-cased is "SS"), and count limits hold in either order.
    public func map(
        _ transform: @escaping @Sendable (String, Range<String.Index>) -> (String, Range<String.Index>)
    ) -> TextInputFormat<Value> {
        withFormatter(TextInputFormatters.Map(base: formatter, transform: transform))
    }
}

extension TextInputFormatters {
    /// Rewrites what its base formatter produces.
    ///
    /// Built by ``TextInputFormat/map(_:)``.
    package struct Map: TextInputFormatterType {
        /// The formatter whose outcome is rewritten.
        package let base: TextInputFormatter
        /// The rewrite of the text and the selection.
        package let transform: @Sendable (String, Range<String.Index>) -> (String, Range<String.Index>)

        /// Creates a rewrite of `base`'s outcome.
        package init(
            base: some TextInputFormatterType,
            transform: @escaping @Sendable (String, Range<String.Index>) -> (String, Range<String.Index>)
        ) {
            self.base = TextInputFormatter(base)
            self.transform = transform
        }

        package func editableRange(in text: String) -> Range<String.Index> {
            base.editableRange(in: text)
        }

        package func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
            let result = base.validate(edit, memory: &memory)
            guard let (text, selection) = result.outcome(of: edit) else { return .rejected }
            let (mappedText, proposedSelection) = transform(text, selection)
            let mappedSelection = mappedText.characterAlignedRange(proposedSelection)
            if mappedText == text, mappedSelection == selection {
                return result
            }
            return .changed(mappedText, selectedRange: mappedSelection)
        }
    }
}
