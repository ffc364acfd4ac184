extension TextInputFieldFormatterType {
    /// Validates `edit` with a copy of `memory`, which takes the copy's changes only when the
    /// formatter accepts the edit: how a binding tries a text the host shows unasked as it
    /// stands, before formatting it.
    package func probe(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        var probe = memory
        let result = validate(edit, memory: &probe)
        if result == .accepted {
            memory = probe
        }
        return result
    }
}
