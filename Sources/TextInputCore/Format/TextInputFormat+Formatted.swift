extension TextInputFormat {
    /// What a field bound to this format shows after `text` is pasted into it empty: the text,
    /// the caret, and the value. Use it to normalize and validate text that did not come through
    /// a text field — a request's field on a server, an imported record — with the same rules as
    /// the app.
    ///
    /// ```swift
    /// let card = TextInputFormats.bankCardNumber().formatted("4111-1111-1111-1111")
    /// card.text            // "4111 1111 1111 1111"
    /// card.value?.isValid  // true
    /// ```
    ///
    /// When the format refuses the text whole, the result is the empty field's.
    public func formatted(_ text: String) -> TextInputEditingState<Value> {
        var memory = TextInputFieldMemory()
        let empty = ""
        let (shown, selection) =
            pastedIntoEmptyField(text, kind: .paste, memory: &memory)
            ?? (empty, empty.startIndex..<empty.startIndex)
        return TextInputEditingState(
            text: shown,
            selectedRange: selection,
            value: try? serializer.value(for: shown, memory: memory)
        )
    }

    /// The text and selection a field remembering `memory` shows after `text` is put into it
    /// empty as an edit of `kind`; nil when the format refuses it (see
    /// ``wholeTextAnswer(to:memory:)``).
    package func pastedIntoEmptyField(
        _ text: String,
        kind: TextInputEditKind,
        memory: inout TextInputFieldMemory
    ) -> (text: String, selectedRange: Range<String.Index>)? {
        let edit = TextInputEdit.pasting(text, kind: kind)
        return wholeTextAnswer(to: edit, memory: &memory).outcome(of: edit)
    }

    /// The format's answer to `edit`, which puts a whole text into a field remembering
    /// `memory`. Provisional text the format shows after it (a mask's remainder) is left out
    /// and forgotten: text put into a field whole is all entered, and the field may not be
    /// edited.
    package func wholeTextAnswer(to edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        let result = formatter.validate(edit, memory: &memory)
        guard let (shown, selection) = result.outcome(of: edit) else { return .rejected }
        let provisionalLength = shown.utf8Length(ofSuffix: memory.provisionalSuffix)
        memory.forgetProvisionalText()
        guard provisionalLength > 0 else { return result }
        let entered = shown.droppingUTF8Suffix(ofLength: provisionalLength)
        let clamp = { (index: String.Index) in
            entered.utf8.index(entered.startIndex, offsetBy: min(shown.utf8.distance(from: shown.startIndex, to: index), entered.utf8.count))
        }
        return .changed(entered, selectedRange: clamp(selection.lowerBound)..<clamp(selection.upperBound))
    }
}
