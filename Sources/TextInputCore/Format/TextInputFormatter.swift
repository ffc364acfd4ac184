/// Decides what one edit of a text field turns into: accept it, reject it, or rewrite the text
/// and the selection.
///
/// The shape is that of Foundation's `Formatter.isPartialStringValid`: implement
/// ``validate(editing:withSelection:replacing:at:)``. A formatter that cares where the edit comes
/// from (typing, paste, deletion…) conforms to ``TextInputEditFormatterType`` instead, and one
/// that remembers something about its field between edits to ``TextInputFieldFormatterType``.
///
/// ```swift
/// struct UppercaseFormatter: TextInputFormatterType {
///     func validate(
///         editing originalString: String,
///         withSelection originalSelectedRange: Range<String.Index>,
///         replacing replacementString: String,
///         at editedRange: Range<String.Index>
///     ) -> TextInputValidationResult {
///         let uppercased = replacementString.uppercased()
///         guard uppercased != replacementString else { return .accepted }
///         let edit = TextInputEdit(
///             originalText: originalString, originalSelectedRange: originalSelectedRange,
///             replacementText: uppercased, editedRange: editedRange)
///         let (text, selection) = edit.result
///         return .changed(text, selectedRange: selection)
///     }
/// }
/// ```
///
/// Rules every formatter keeps: running its own output through it again changes nothing; it
/// answers ``TextInputValidationResult/accepted`` whenever the plain edit already gives the
/// formatted text; the selection it returns is valid for the text it returns; and no input makes
/// it crash.
public protocol TextInputFormatterType: Sendable {
    /// Validates replacing `editedRange` of `originalString` with `replacementString`.
    ///
    /// - Parameters:
    ///   - originalString: The text before the edit.
    ///   - originalSelectedRange: The selection before the edit (an empty range is a caret).
    ///   - replacementString: The inserted text; empty for a deletion.
    ///   - editedRange: The replaced range of `originalString`.
    func validate(
        editing originalString: String,
        withSelection originalSelectedRange: Range<String.Index>,
        replacing replacementString: String,
        at editedRange: Range<String.Index>
    ) -> TextInputValidationResult
}

/// A formatter that validates whole edits, their kind included.
///
/// Conforming types implement ``validate(_:)``, their only requirement. The Foundation-shaped
/// ``TextInputFormatterType/validate(editing:withSelection:replacing:at:)`` comes with the
/// protocol: it makes an edit whose kind is inferred from its range and the selection
/// (``TextInputEditKind/inferred(for:)``) and validates it.
///
/// ```swift
/// struct NoAutocorrection: TextInputEditFormatterType {
///     func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
///         edit.kind == .replacement ? .rejected : .accepted
///     }
/// }
/// ```
///
/// A binding never hands a formatter an edit of kind ``TextInputEditKind/unknown``: it infers
/// the kind first. Read the kind; do not guess it again from the range or the string.
public protocol TextInputEditFormatterType: TextInputFormatterType {
    /// Validates an edit, knowing its kind.
    func validate(_ edit: TextInputEdit) -> TextInputValidationResult
}

extension TextInputEditFormatterType {
    /// Validates the edit, its kind inferred from the range and the selection.
    public func validate(
        editing originalString: String,
        withSelection originalSelectedRange: Range<String.Index>,
        replacing replacementString: String,
        at editedRange: Range<String.Index>
    ) -> TextInputValidationResult {
        validate(
            TextInputEdit(
                originalText: originalString,
                originalSelectedRange: originalSelectedRange,
                replacementText: replacementString,
                editedRange: editedRange
            ).withinOriginalText.withInferredKind
        )
    }
}

/// A formatter whose rules depend on what its field remembers between edits.
///
/// Conforming types implement ``validate(_:memory:)``, their only requirement: a binding calls it
/// with its own field's ``TextInputFieldMemory``, which the formatter reads and may update (a
/// mask records which of its affine formats the edit picked, for the serializer to read). The
/// other forms come with the protocol and validate against an empty memory, as for a field
/// edited for the first time.
///
/// ```swift
/// enum TypedCount: TextInputFieldMemoryKey { static let defaultValue = 0 }
///
/// struct CountingFormatter: TextInputFieldFormatterType {
///     func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
///         if edit.kind == .typing { memory[TypedCount.self] += 1 }
///         return .accepted
///     }
/// }
/// ```
public protocol TextInputFieldFormatterType: TextInputEditFormatterType {
    /// Validates an edit of a field that remembers `memory`, updating it.
    func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult
}

extension TextInputFieldFormatterType {
    /// Validates an edit of a field that remembers nothing yet.
    public func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
        var memory = TextInputFieldMemory()
        return validate(edit.withinOriginalText, memory: &memory)
    }
}

/// A type-erased formatter: the concrete formatter every ``TextInputFormat`` holds.
///
/// Edits it validates with the kind ``TextInputEditKind/unknown`` get their kind inferred first
/// (``TextInputEditKind/inferred(for:)``), so every formatter behind it sees a kind.
///
/// ```swift
/// let digitsOnly = TextInputFormatter { edit in
///     edit.replacementText.allSatisfy(\.isNumber) ? .accepted : .rejected
/// }
/// ```
public struct TextInputFormatter: TextInputFieldFormatterType {
    private let validateEdit: @Sendable (TextInputEdit, inout TextInputFieldMemory) -> TextInputValidationResult

    /// Wraps a formatter.
    public init(_ formatter: some TextInputFormatterType) {
        switch formatter {
        case let erased as TextInputFormatter:
            self = erased
        case let fieldFormatter as any TextInputFieldFormatterType:
            validateEdit = { fieldFormatter.validate($0, memory: &$1) }
        case let editFormatter as any TextInputEditFormatterType:
            validateEdit = { edit, _ in editFormatter.validate(edit) }
        default:
            validateEdit = { edit, _ in
                formatter.validate(
                    editing: edit.originalText,
                    withSelection: edit.originalSelectedRange,
                    replacing: edit.replacementText,
                    at: edit.editedRange
                )
            }
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
        _ validate: @escaping @Sendable (
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

    public func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
        var memory = TextInputFieldMemory()
        return validate(edit, memory: &memory)
    }
}
