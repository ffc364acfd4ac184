extension TextInputFormat {
    /// Binds this format to a text field: from now on every edit of the field goes through the
    /// format. Text already in the field is formatted as if it had been pasted.
    ///
    /// The field keeps the binding alive; keep the returned object only to read the value or
    /// handle events.
    ///
    /// ```swift
    /// let field = TextInputSimulator(text: "12ab")
    /// let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: field)
    /// field.text // "12"
    /// ```
    @MainActor
    @discardableResult
    @inlinable
    public func bind(to host: some TextInputHost) -> TextInputBinding<Value> {
        TextInputBinding(format: self, host: host, valueTracking: TextInputValueTracking(serializer, redaction: printedRedaction))
    }
}

extension TextInputFormat where Value: Equatable {
    /// Binds this format to a text field; see ``TextInputFormat/bind(to:)-6788k``. Values are
    /// read and compared with `==` in code specialized for `Value`, which keeps keystrokes cheap.
    @MainActor
    @discardableResult
    @inlinable
    public func bind(to host: some TextInputHost) -> TextInputBinding<Value> {
        TextInputBinding(format: self, host: host, valueTracking: TextInputValueTracking(comparingWithEquals: serializer, redaction: printedRedaction))
    }
}
