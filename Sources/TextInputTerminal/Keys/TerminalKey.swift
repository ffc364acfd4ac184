/// One key press (or one paste) read from a terminal, as ``TerminalKeyDecoder`` decodes it.
///
/// ```swift
/// var decoder = TerminalKeyDecoder()
/// decoder.decode(Array("a\u{1B}[D".utf8))   // [.text("a"), .move(.left, selecting: false)]
/// ```
package enum TerminalKey: Hashable, Sendable {
    /// A typed Character: a letter, a digit, an emoji…
    case text(String)
    /// Text pasted while the terminal's bracketed paste mode was on.
    case paste(String)
    /// Backspace: deletes the selection, or the Character before the caret.
    case backspace
    /// Delete: deletes the selection, or the Character after the caret.
    case delete
    /// Moves the caret; with `selecting`, extends the selection instead (Shift+arrow).
    case move(TerminalCaretMovement, selecting: Bool)
    /// Ctrl-A: selects the whole text.
    case selectAll
    /// Tab: the next field.
    case tab
    /// Shift-Tab: the previous field.
    case backTab
    /// Up arrow: the previous field.
    case up
    /// Down arrow: the next field.
    case down
    /// Enter (Return).
    case enter
    /// Ctrl-D: the toolbar's Done.
    case done
    /// Ctrl-Space: the toolbar's AutoFill item, which shows or hides the suggestions.
    case suggestions
    /// Ctrl-R: a phone field's region picker, shown or hidden.
    case regions
    /// Ctrl-V: what the fields announce to VoiceOver, shown under the focused field or not.
    case announcements
    /// Esc.
    case escape
    /// Ctrl-C, which arrives as a byte because raw mode turns signals off.
    case interrupt
}

/// Where a caret movement goes.
package enum TerminalCaretMovement: Hashable, Sendable {
    /// One Character back.
    case left
    /// One Character forward.
    case right
    /// The start of the text.
    case home
    /// The end of the text.
    case end
}
