/// The value of a masked text field: the text as shown, the characters the user filled in, and
/// whether every mandatory slot is filled.
///
/// ```swift
/// let field = TextInputSimulator()
/// let binding = try TextInputFormats.mask("+1 ([000]) [000]-[0000]").bind(to: field)
/// field.insert("5551234567")
/// binding.value?.formattedText  // "+1 (555) 123-4567"
/// binding.value?.extractedValue // "5551234567"
/// binding.value?.isComplete     // true
/// ```
public struct MaskedText: Hashable, Sendable {
    /// The text as the mask formats it.
    public var formattedText: String
    /// The slot characters and `{ }` characters, without the fixed characters outside brackets.
    public var extractedValue: String
    /// Whether every mandatory slot is filled.
    public var isComplete: Bool

    /// Creates a value.
    ///
    /// ```swift
    /// let date = MaskedText(formattedText: "31.12", extractedValue: "31.12", isComplete: true)
    /// ```
    public init(formattedText: String, extractedValue: String, isComplete: Bool) {
        self.formattedText = formattedText
        self.extractedValue = extractedValue
        self.isComplete = isComplete
    }
}
