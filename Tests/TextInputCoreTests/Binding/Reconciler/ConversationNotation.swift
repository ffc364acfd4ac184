import Foundation
import TextInputCore

/// A short way to write the rows of the host conversation's tables. Offsets are UTF-16 for
/// what hosts speak (selections, asked ranges) and Characters for edits.
enum ConversationNotation {
    /// A host showing `text`, the caret at its end unless `selection` says otherwise.
    static func shows(
        _ text: String,
        _ selection: NSRange? = nil,
        marked: NSRange? = nil,
        provisional: String = ""
    ) -> TextInputHostSnapshot {
        TextInputHostSnapshot(text: text, selectedUTF16Range: selection, markedUTF16Range: marked, provisionalSuffix: provisional)
    }

    /// A UTF-16 range.
    static func at(_ location: Int, _ length: Int = 0) -> NSRange {
        NSRange(location: location, length: length)
    }

    /// A question about one UTF-16 range.
    static func asks(
        _ range: NSRange,
        _ string: String,
        _ kind: TextInputEditKind,
        hostMayApply: Bool = true,
        isMultiline: Bool = false,
        asksPreviousDelegate: Bool = false
    ) -> TextInputHostQuestion {
        TextInputHostQuestion(
            range, with: string, kind: kind, hostMayApply: hostMayApply,
            isMultiline: isMultiline, asksPreviousDelegate: asksPreviousDelegate
        )
    }

    /// An edit of `text` replacing the Characters in `range`, the caret at the end of `text`
    /// unless `selection` says otherwise.
    static func edit(
        _ text: String,
        _ range: Range<Int>,
        _ replacement: String,
        selection: Range<Int>? = nil,
        _ kind: TextInputEditKind
    ) -> TextInputEdit {
        let index = { text.index(text.startIndex, offsetBy: $0) }
        let selection = selection ?? text.count..<text.count
        return TextInputEdit(
            originalText: text,
            originalSelectedRange: index(selection.lowerBound)..<index(selection.upperBound),
            replacementText: replacement,
            editedRange: index(range.lowerBound)..<index(range.upperBound),
            kind: kind
        )
    }

    /// An edit the conversation asks the formatter about, and the formatter's answer.
    struct Validation: Equatable, Sendable {
        var edit: TextInputEdit
        /// Why the formatter is asked: an answer, a probe (its memory changes only if it accepts),
        /// or a whole text set.
        var purpose: TextInputValidationPurpose
        var answer: TextInputValidationResult
    }

    /// The formatter validates `edit` and answers `answer`.
    static func validates(_ edit: TextInputEdit, _ answer: TextInputValidationResult) -> Validation {
        Validation(edit: edit, purpose: .answer, answer: answer)
    }

    /// The formatter probes `edit` (its memory kept only if it accepts) and answers `answer`.
    static func probes(_ edit: TextInputEdit, _ answer: TextInputValidationResult) -> Validation {
        Validation(edit: edit, purpose: .probe, answer: answer)
    }

    /// The formatter answers `edit`, a whole text set, with `answer` (provisional text left out).
    static func formatsWhole(_ edit: TextInputEdit, _ answer: TextInputValidationResult) -> Validation {
        Validation(edit: edit, purpose: .wholeText, answer: answer)
    }

    /// The formatter's rewrite to `text`, the caret at its end.
    static func changed(_ text: String) -> TextInputValidationResult {
        .changed(text, selectedRange: text.endIndex..<text.endIndex)
    }
}
