extension TextInputBindingType {
    /// The text the user entered: ``text`` without the suggestion an inline completion shows
    /// after it (``provisionalRange``). What views take as the query of autofill suggestions.
    ///
    /// ```swift
    /// let trip = TextInputFormats.plain.completing(from: cities).bind(to: destination)
    /// destination.insert("L")       // the field shows "Lyon", "yon" provisional
    /// trip.enteredText              // "L"
    /// ```
    package var enteredText: String {
        let text = self.text
        return provisionalRange.map { String(text[..<$0.lowerBound]) } ?? text
    }
}
