/// Decides what one edit of a text field turns into: accept it, reject it, or rewrite the text
/// and the selection.
///
/// The shape is that of Foundation's `Formatter.isPartialStringValid`. Implement
/// ``validate(editing:withSelection:replacing:at:)``; a formatter that cares where the edit comes
/// from (typing, paste, deletion…) implements ``validate(_:)`` instead and forwards the first
/// one to it.
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

    /// Validates an edit, knowing its kind. The default implementation ignores the kind.
    func validate(_ edit: TextInputEdit) -> TextInputValidationResult
}

extension TextInputFormatterType {
    /// Validates an edit by calling ``validate(editing:withSelection:replacing:at:)``.
    public func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
        validate(
            editing: edit.originalText,
            withSelection: edit.originalSelectedRange,
            replacing: edit.replacementText,
            at: edit.editedRange
        )
    }
}

/// A type-erased formatter: the concrete formatter every ``TextInputFormat`` holds.
///
/// ```swift
/// let digitsOnly = TextInputFormatter { edit in
///     edit.replacementText.allSatisfy(\.isNumber) ? .accepted : .rejected
/// }
/// ```
public struct TextInputFormatter: TextInputEditFormatterType {
    private let validateEdit: @Sendable (TextInputEdit) -> TextInputValidationResult

    /// Wraps a formatter.
    public init(_ formatter: some TextInputFormatterType) {
        if let erased = formatter as? TextInputFormatter {
            self = erased
        } else {
            validateEdit = { formatter.validate($0) }
        }
    }

    /// Creates a formatter from a closure that validates an edit.
    public init(validate: @escaping @Sendable (TextInputEdit) -> TextInputValidationResult) {
        validateEdit = validate
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
        validateEdit = { edit in
            validate(edit.originalText, edit.originalSelectedRange, edit.replacementText, edit.editedRange)
        }
    }

    /// A formatter that accepts every edit.
    public static var acceptingEverything: TextInputFormatter {
        TextInputFormatter { _ in .accepted }
    }

    public func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
        validateEdit(edit)
    }
}

/// A formatter that validates whole edits, kind included.
///
/// Conforming types implement ``TextInputFormatterType/validate(_:)``; this protocol supplies
/// ``TextInputFormatterType/validate(editing:withSelection:replacing:at:)`` by forwarding to it
/// with the kind ``TextInputEditKind/unknown``.
///
/// ```swift
/// struct NoAutocorrection: TextInputEditFormatterType {
///     func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
///         edit.kind == .replacement ? .rejected : .accepted
///     }
/// }
/// ```
public protocol TextInputEditFormatterType: TextInputFormatterType {}

extension TextInputEditFormatterType {
    /// Validates the edit by calling ``TextInputFormatterType/validate(_:)`` with the kind
    /// ``TextInputEditKind/unknown``.
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
            )
        )
    }
}
