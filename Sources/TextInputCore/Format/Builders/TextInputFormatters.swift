/// The namespace of the formatters that the format builders return.
///
/// You rarely name these types: call the builder (``TextInputFormat/filter(by:)``,
/// ``TextInputFormat/filter(constrainingCharactersCount:)``, ``TextInputFormat/map(_:)``) and
/// the format holds the formatter for you.
package enum TextInputFormatters {}

extension TextInputValidationResult {
    /// What the field shows after `edit` when it is validated with this result; nil when the
    /// edit is rejected.
    func outcome(of edit: TextInputEdit) -> (text: String, selectedRange: Range<String.Index>)? {
        switch self {
        case .accepted: edit.result
        case let .changed(text, selectedRange): (text, selectedRange)
        case .rejected: nil
        }
    }

    /// This result for an edit whose replacement a builder rewrote before passing it on: an
    /// acceptance of the rewritten edit is a change of the original one.
    func rewritten(from edit: TextInputEdit, to rewrittenEdit: TextInputEdit) -> TextInputValidationResult {
        guard self == .accepted, edit.replacementText != rewrittenEdit.replacementText else { return self }
        let (text, selection) = rewrittenEdit.result
        return .changed(text, selectedRange: selection)
    }
}
