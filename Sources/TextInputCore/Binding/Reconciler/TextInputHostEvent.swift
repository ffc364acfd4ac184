import Foundation

/// What the host reported or asked, or the answer to something the conversation's last decision
/// asked for: the input of ``TextInputHostConversation/decide(_:validate:)``.
package enum TextInputHostEvent: Equatable, Sendable {
    /// The host asks whether it may apply an edit itself.
    case shouldReplace(TextInputHostQuestion, in: TextInputHostSnapshot)
    /// The answer to ``TextInputHostDecision/ask(_:)``; the host as it is after the answer was
    /// found out.
    case answered(TextInputHostInquiry, Bool, in: TextInputHostSnapshot)
    /// App code replaces a UTF-16 range of the text through the format, as an edit of `kind`.
    case replace(NSRange, with: String, kind: TextInputEditKind, in: TextInputHostSnapshot)
    /// App code sets the whole text: `string` pasted into the empty field through the format,
    /// which leaves out provisional text. A text the format refuses leaves the host as it is,
    /// or empties it unless `keepingRefusedText`; the value is read again when not.
    case setWholeText(String, keepingRefusedText: Bool, in: TextInputHostSnapshot)
    /// App code shows `text` in the host: a text formatted as a whole, or a keyboard bar's
    /// field copied. With no selection, the caret goes to the end of a new text, and the
    /// selection stays when the text is the one the host shows.
    case set(String, selectedUTF16Range: NSRange?, rereadingValue: Bool, in: TextInputHostSnapshot)
    /// The binding carried out a decision whose effects include
    /// ``TextInputHostDecision/Effects/resume``.
    case resumed
    /// The host's text or selection changed.
    case changed(in: TextInputHostSnapshot)
    /// The host took the focus: the binding is about to report it, and what the host shows.
    case beganEditing(in: TextInputHostSnapshot)
    /// The user pressed Return, or the host is giving up the focus: the binding is about to act
    /// on what the host shows.
    case returnOrEndOfEditing(in: TextInputHostSnapshot)
    /// The host gave up the focus; `handedOver` when a keyboard bar's field took it on the
    /// field's behalf, so that the editing goes on there.
    case endedEditing(handedOver: Bool, in: TextInputHostSnapshot)
    /// The binding lets the host go.
    case unbound(in: TextInputHostSnapshot)
}
