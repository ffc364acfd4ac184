/// Where an edit comes from, when the text field knows it.
///
/// Formats may treat kinds differently: a mask autocompletes separators while the user types
/// at the end, but not when a whole value is pasted.
public enum TextInputEditKind: Hashable, Sendable, CaseIterable {
    /// A key typed on the keyboard.
    case typing
    /// Text pasted from the pasteboard, or dropped.
    case paste
    /// Backspace: the selection, or the character before the caret, is deleted.
    case deleteBackward
    /// Forward delete: the selection, or the character after the caret, is deleted.
    case deleteForward
    /// Cut to the pasteboard.
    case cut
    /// A range replaced by the system: autocorrection, a suggestion, system autofill, dictation.
    case replacement
    /// Text entered while an input method composes it (marked text).
    case markedText
    /// A finished composition being committed.
    case markedTextCommit
    /// The undo manager undoing an edit.
    case undo
    /// The undo manager redoing an edit.
    case redo
    /// Text set by the app, for example through ``TextInputBinding/value``.
    case programmatic
    /// The host could not tell.
    case unknown
}

extension TextInputEditKind {
    /// The kind of `edit` as far as its range, its replacement and the selection tell it: what a
    /// binding decides for an edit its host reported as ``unknown`` (UIKit's delegate says only
    /// "replace this range with this string"). An edit of a known kind keeps it.
    ///
    /// - A deletion of the selection is ``deleteBackward`` (Backspace and Cut look alike).
    /// - A deletion that ends at the caret is ``deleteBackward``, one that starts there is
    ///   ``deleteForward``.
    /// - Text over the selection (or at the caret) is ``typing`` when it is one Character and
    ///   ``paste`` when it is more.
    /// - Anything else — a range away from the selection, deleted or replaced with text — is a
    ///   ``replacement`` made by the system: autocorrection, dictation, AutoFill.
    ///
    /// ```swift
    /// let text = "4111 1111"
    /// let caret = text.endIndex..<text.endIndex
    /// let backspace = TextInputEdit(originalText: text, originalSelectedRange: caret,
    ///                               replacementText: "", editedRange: text.index(before: text.endIndex)..<text.endIndex)
    /// TextInputEditKind.inferred(for: backspace) // .deleteBackward
    /// ```
    package static func inferred(for edit: TextInputEdit) -> TextInputEditKind {
        guard edit.kind == .unknown else { return edit.kind }
        let range = edit.editedRange
        let selection = edit.originalSelectedRange
        if edit.replacementText.isEmpty {
            if range.isEmpty { return .replacement }
            if range == selection { return .deleteBackward }
            if selection.isEmpty, range.upperBound == selection.lowerBound { return .deleteBackward }
            if selection.isEmpty, range.lowerBound == selection.lowerBound { return .deleteForward }
            return .replacement
        }
        guard range == selection else { return .replacement }
        return .insertion(of: edit.replacementText)
    }

    /// The kind of text put over the selection: one Character is typed, more are pasted.
    package static func insertion(of text: String) -> TextInputEditKind {
        var characters = text.makeIterator()
        return characters.next() != nil && characters.next() == nil ? .typing : .paste
    }
}

extension TextInputEdit {
    /// This edit with its kind decided by `TextInputEditKind.inferred(for:)` when it is unknown.
    package var withInferredKind: TextInputEdit {
        guard kind == .unknown else { return self }
        var edit = self
        edit.kind = .inferred(for: self)
        return edit
    }
}
