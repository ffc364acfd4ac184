/// What a formatter decides about one edit.
///
/// ```swift
/// let result = TextInputFormats.plain.formatter.validate(
///     editing: "", withSelection: "".startIndex..<"".startIndex,
///     replacing: "a", at: "".startIndex..<"".startIndex)
/// // result == .accepted
/// ```
public enum TextInputValidationResult: Equatable, Sendable {
    /// The edit is fine as proposed: the text field applies it itself, which keeps its undo
    /// stack, autocorrection and caret behaviour intact.
    ///
    /// The field applies *its* edit, the one it proposed, not one the formatter rewrote: a
    /// formatter that builds the text it wants answers through
    /// ``TextInputEdit/validationResult(showing:caretAt:)``, which returns `.accepted` only
    /// when the field's own edit gives that text and caret.
    case accepted

    /// The edit must be rewritten: the field shows this text with this selection instead.
    ///
    /// The selection's indices are valid for the text it is paired with.
    case changed(String, selectedRange: Range<String.Index>)

    /// The edit is refused: the text and the selection stay as they were.
    case rejected
}
