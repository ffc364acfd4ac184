import TextInputCore

extension TextInputFormat {
    /// The status of a field of this format after each of `keys`, typed one Character at a time
    /// into it empty, and the text it ends with.
    @MainActor
    func statuses(typing keys: String) -> (statuses: [TextInputValueStatus], text: String) {
        let field = TextInputSimulator()
        let binding = bind(to: field)
        field.beginEditing()
        let statuses = keys.map { key in
            field.insert(String(key))
            return binding.status
        }
        return (statuses, field.text)
    }
}
