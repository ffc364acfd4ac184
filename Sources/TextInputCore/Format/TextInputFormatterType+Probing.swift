extension TextInputFormatterType {
    /// Validates `edit` with `memory`; when `probing`, with a copy of it, which `memory` takes
    /// only when the formatter accepts the edit: how a binding tries a text the host shows
    /// unasked as it stands, before formatting it.
    package func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory, probing: Bool) -> TextInputValidationResult {
        guard probing else { return validate(edit, memory: &memory) }
        var probe = memory
        let result = validate(edit, memory: &probe)
        if result == .accepted {
            memory = probe
        }
        return result
    }
}
