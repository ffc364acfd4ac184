import Foundation

/// What the conversation asks of the binding before it can decide
/// (``TextInputHostDecision/ask(_:)``): something only the host, the app's delegate or the
/// plugins know. The binding finds the answer out and sends it back as
/// ``TextInputHostEvent/answered(_:_:in:)``.
package enum TextInputHostInquiry: Equatable, Sendable {
    /// May the host replace the UTF-16 range with the string, as an edit of the kind? Asked of
    /// the delegate the binding took the host's delegate place from, which hears each question
    /// first.
    case previousDelegate(NSRange, with: String, kind: TextInputEditKind)
    /// Does the host expect AutoFill (``TextInputKeyboardHost/expectsAutoFill``)? Asked about
    /// whitespace typed into the empty field, the only time the answer matters.
    case expectsAutoFill
    /// Return, pressed in a multi-line host, offered to the app's delegate and the plugins (see
    /// ``TextInputMultilineReturn``): does it go on to the host? Yes when nothing handled it.
    case returnKey
}
