import Foundation

extension TextInputPartialStringSession.Answer {
    /// What AppKit is told, true to apply the edit it proposed, false otherwise; a replacement
    /// is handed to `write` first, for the host to put in AppKit's place (a formatter's pointers,
    /// the text view).
    ///
    /// A replacement answers false: the formatter question applies a string returned through its
    /// pointer only then, and a text view's delegate has written the text itself.
    ///
    /// ```swift
    /// let answer = TextInputPartialStringSession.Answer.replace("4242 4", selection: NSRange(location: 6, length: 0))
    /// answer.isAccepted { text, selection in shown = text }   // false; shown == "4242 4"
    /// ```
    package func isAccepted(writingReplacement write: (_ text: String, _ selection: NSRange) -> Void) -> Bool {
        switch self {
        case .accept:
            return true
        case .reject:
            return false
        case let .replace(text, selection):
            write(text, selection)
            return false
        }
    }
}
