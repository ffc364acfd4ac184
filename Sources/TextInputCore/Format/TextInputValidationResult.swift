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
    case accepted

    /// The edit must be rewritten: the field shows this text with this selection instead.
    ///
    /// The selection's indices are valid for the text it is paired with.
    case changed(String, selectedRange: Range<String.Index>)

    /// The edit is refused: the text and the selection stay as they were.
    case rejected
}
