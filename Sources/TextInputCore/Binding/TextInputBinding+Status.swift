extension TextInputBinding {
    /// Where the field's text stands on its way to a value: its format's status
    /// (``TextInputFormat/status(of:)``) of the text the user entered, without provisional text
    /// such as a mask's remainder, and with what the field remembers (a phone field's chosen
    /// region).
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.bankCardNumber().bind(to: field)
    /// field.insert("4111")
    /// binding.status   // .incomplete
    /// ```
    public var status: TextInputValueStatus {
        format.status(of: enteredText, memory: memory)
    }
}
