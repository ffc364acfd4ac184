extension TextInputBinding {
    /// Shows `text` in the field as it is, without running it through the formatter, and reads
    /// its value again: for a plugin that shows the value in another form than the formatter's
    /// while the field is not edited (a phone number in E.164 form once editing ends). The caret
    /// goes to the end. `text` must read as the same value; the next edit formats it as usual.
    package func show(_ text: String) {
        guard let host else { return }
        converse(.set(text, selectedUTF16Range: nil, rereadingValue: true, in: snapshot(of: host)), with: host)
    }
}
