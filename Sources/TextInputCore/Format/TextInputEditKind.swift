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
    /// The likeliest kind of an edit from a host that could not tell: an empty replacement is a
    /// backward deletion, one Character is typing, more is a paste.
    public static func inferred(fromReplacement replacementString: String) -> TextInputEditKind {
        if replacementString.isEmpty { return .deleteBackward }
        return replacementString.count == 1 ? .typing : .paste
    }
}
