import Foundation

/// Return in a multi-line field. A `UITextView` or an `NSTextView` has no Return of its own to
/// report: it asks its delegate about a line break typed over the selection, as about any
/// character. The binding takes that edit for Return and offers it to its plugins first (a
/// form navigator moving on, a completion accepted, the app's ``TextInputReturnAction``); the
/// line break goes into the text only when none of them handles Return or changes the text or
/// the selection.
///
/// A line break that comes any other way is text: pasted (alone or with other text), composed
/// by an input method, put in by autocorrection away from the selection, or typed into a
/// single-line field.
///
/// ```swift
/// let question = TextInputHostQuestion(NSRange(location: 2, length: 0), with: "\n", kind: .typing, isMultiline: true)
/// TextInputMultilineReturn.isReturn(question, in: TextInputHostSnapshot(text: "ab", selectedUTF16Range: NSRange(location: 2, length: 0)))   // true
/// ```
package enum TextInputMultilineReturn {
    /// The line breaks the Return key types: a line feed on Apple platforms; a carriage return,
    /// alone or before a line feed, from a host that types those.
    private static let returnKeyLineBreaks: Set<String> = ["\n", "\r", "\r\n"]

    /// Whether `question` is the Return key pressed in a host that shows `host`: a multi-line
    /// host, one line break, typed (or of a kind the host could not tell, over the selection,
    /// as UIKit asks).
    package static func isReturn(_ question: TextInputHostQuestion, in host: TextInputHostSnapshot) -> Bool {
        guard question.isMultiline, returnKeyLineBreaks.contains(question.string) else { return false }
        return question.kind == .typing || (question.kind == .unknown && question.range == host.selectedUTF16Range)
    }

    /// Whether Return, offered to the app's delegate and the plugins while the host showed
    /// `asked`, types its line break: when it `goesOn` (nothing handled it), and the text and
    /// the selection are still the ones asked about. A plugin that changed them on Return (an
    /// inline completion accepted, the caret now after it) used Return up, and the range asked
    /// about no longer says where the line break would go.
    package static func typesLineBreak(goesOn: Bool, asked: TextInputHostSnapshot, now host: TextInputHostSnapshot) -> Bool {
        goesOn && host.text.hasSameUTF8(as: asked.text) && host.selectedUTF16Range == asked.selectedUTF16Range
    }
}
