/// A type-erased formatter: the concrete formatter every ``TextInputFormat`` holds.
///
/// Edits it validates with the kind ``TextInputEditKind/unknown`` get their kind inferred first,
/// from their range, their replacement and the selection, so every formatter behind it sees a
/// kind.
///
/// ```swift
/// let digitsOnly = TextInputFormatter { edit in
///     edit.replacementText.allSatisfy(\.isNumber) ? .accepted : .rejected
/// }
/// ```
public struct TextInputFormatter: TextInputFormatterType {
    private let validateEdit: @Sendable (TextInputEdit, inout TextInputFieldMemory) -> TextInputValidationResult
    /// The wrapped formatter's editable range; nil when every place in the text is editable.
    private var editableRangeOf: (@Sendable (String) -> Range<String.Index>)?

    /// Wraps a formatter.
    public init(_ formatter: some TextInputFormatterType) {
        if let erased = formatter as? TextInputFormatter {
            self = erased
        } else {
            validateEdit = { formatter.validate($0, memory: &$1) }
            editableRangeOf = { formatter.editableRange(in: $0) }
        }
    }

    /// Creates a formatter from a closure that validates an edit.
    public init(validate: @escaping @Sendable (TextInputEdit) -> TextInputValidationResult) {
        validateEdit = { edit, _ in validate(edit) }
    }

    /// Creates a formatter from a closure with the shape of
    /// ``TextInputFormatterType/validate(editing:withSelection:replacing:at:)``.
    ///
    /// ```swift
    /// let noSpaces = TextInputFormatter { _, _, replacement, _ in
    ///     replacement.contains(" ") ? .rejected : .accepted
    /// }
    /// ```
    public init(
        _ validate:
            @escaping @Sendable (
                _ originalString: String,
                _ originalSelectedRange: Range<String.Index>,
                _ replacementString: String,
                _ editedRange: Range<String.Index>
            ) -> TextInputValidationResult
    ) {
        validateEdit = { edit, _ in
            validate(edit.originalText, edit.originalSelectedRange, edit.replacementText, edit.editedRange)
        }
    }

    /// A formatter that accepts every edit.
    public static var acceptingEverything: TextInputFormatter {
        TextInputFormatter { _ in .accepted }
    }

    public func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        validateEdit(edit.withinOriginalText.withInferredKind, &memory)
    }

    public func editableRange(in text: String) -> Range<String.Index> {
        editableRangeOf?(text) ?? text.startIndex..<text.endIndex
    }
}
