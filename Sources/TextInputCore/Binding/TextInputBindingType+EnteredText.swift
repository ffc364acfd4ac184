extension TextInputBindingType {
    /// The text the user entered, ``text`` without its provisional text (``provisionalRange``):
    /// the query of autofill suggestions, "L" while the field shows "Lyon", "yon" suggested.
    package var enteredText: String {
        let text = self.text
        return provisionalRange.map { String(text[..<$0.lowerBound]) } ?? text
    }
}
