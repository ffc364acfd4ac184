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
/// let notes = TextInputSimulator()
/// notes.isMultiline = true
/// TextInputMultilineReturn.isReturn(replacing: NSRange(location: 0, length: 0), with: "\n", kind: .typing, in: notes)   // true
/// ```
package enum TextInputMultilineReturn {
    /// The line breaks the Return key types: a line feed on Apple platforms; a carriage return,
    /// alone or before a line feed, from a host that types those.
    private static let returnKeyLineBreaks: Set<String> = ["\n", "\r", "\r\n"]

    /// Whether replacing `range` with `string`, an edit of `kind`, is the Return key pressed in
    /// `host`: a multi-line host, one line break, typed (or of a kind the host could not tell,
    /// over the selection, as UIKit asks).
    @MainActor
    package static func isReturn(replacing range: NSRange, with string: String, kind: TextInputEditKind, in host: any TextInputHost) -> Bool {
        guard host.isMultiline, returnKeyLineBreaks.contains(string) else { return false }
        return kind == .typing || (kind == .unknown && range == host.selectedUTF16Range)
    }

    /// Whether Return, offered to `host`'s delegate through `goesOn` (its plugins, a form
    /// navigator), types its line break: when nothing handled it, and the text and the selection
    /// are still the ones asked about. A plugin that changed them on Return (an inline
    /// completion accepted, the caret now after it) used Return up, and the range asked about no
    /// longer says where the line break would go.
    @MainActor
    package static func typesLineBreak(in host: any TextInputHost, goesOn: () -> Bool) -> Bool {
        let asked = (host.text, host.selectedUTF16Range)
        return goesOn() && (host.text, host.selectedUTF16Range) == asked
    }
}
