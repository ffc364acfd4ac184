extension TextInputFormat {
    /// The value a field of this format holds once `text` is pasted into it empty: the parse of
    /// every built-in format style, so that text reads the same in a parse as in the app's field.
    ///
    /// - Throws: ``TextInputParseError`` when the field refuses the paste or its text has no
    ///   value; the error shows `text` redacted as the field's events would
    ///   (``printedRedaction``).
    package func parsedValue(_ text: String) throws(TextInputParseError) -> Value {
        var memory = TextInputFieldMemory()
        guard let (shown, _) = pastedIntoEmptyField(text, kind: .paste, memory: &memory) else {
            throw parseError(text, reason: "a field of this format refuses it")
        }
        do {
            return try serializer.value(for: shown, memory: memory)
        } catch let error as TextInputParseError {
            // Its reason, not its description: the description repeats the unredacted text.
            throw parseError(text, reason: error.reason)
        } catch {
            throw parseError(text, reason: "\(error)")
        }
    }

    private func parseError(_ text: String, reason: String) -> TextInputParseError {
        TextInputParseError(text: text, redactedBy: printedRedaction, reason: reason)
    }
}
