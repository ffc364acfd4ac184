import Foundation

/// AppKit's question about an edit — "may the field show `proposed` instead of `original`?", as
/// `Formatter.isPartialStringValid(_:proposedSelectedRange:originalString:originalSelectedRange:errorDescription:)`
/// asks it — turned into the request every ``TextInputHost`` makes: a UTF-16 range of the
/// original text, its replacement, the selection before the edit and the edit's kind.
///
/// AppKit's `origSelRange` is the range the change replaces: the selection for typing and
/// pasting, but the range deleted for a deletion, so a Backspace from a caret looks like a
/// deleted selection. Formats treat a caret's Backspace over a separator differently from a
/// deleted selection, so the field editor's selection, when it can still be seen, tells which
/// key it was.
///
/// ```swift
/// let change = TextInputPartialStringChange(
///     original: "12", proposed: "1", changedRange: NSRange(location: 1, length: 1),
///     editorSelection: NSRange(location: 2, length: 0))
/// // change?.kind == .deleteBackward, change?.selection == NSRange(location: 2, length: 0)
/// ```
package struct TextInputPartialStringChange: Hashable, Sendable {
    /// The replaced range of the original text, in UTF-16.
    package var range: NSRange
    /// The text that replaces it; empty for a deletion.
    package var replacement: String
    /// The selection before the edit, in UTF-16.
    package var selection: NSRange
    /// The edit's kind, as far as it can be told.
    package var kind: TextInputEditKind

    /// The change that turns `original` into `proposed`; nil when nothing changes.
    ///
    /// - Parameters:
    ///   - changedRange: AppKit's `origSelRange`. When the two texts agree outside it, the edit
    ///     is exactly "replace it" (which places typing "1" between two "1"s right); otherwise
    ///     the smallest difference between the texts is taken.
    ///   - editorSelection: The field editor's selection, if it still holds `original`.
    ///   - isComposing: Whether an input method is composing (marked text).
    package init?(
        original: String,
        proposed: String,
        changedRange: NSRange,
        editorSelection: NSRange?,
        isComposing: Bool = false
    ) {
        guard let (range, replacement) = Self.replacement(changing: original, over: changedRange, into: proposed) else {
            return nil
        }
        self.range = range
        self.replacement = replacement
        selection = changedRange
        kind = isComposing ? .markedText : .unknown
        if !isComposing, replacement.isEmpty, range.length > 0 {
            (selection, kind) = Self.selectionBeforeDeleting(range, editorSelection: editorSelection)
        }
    }

    /// The range and replacement: exactly `range` when the texts agree outside it, else the
    /// smallest difference.
    private static func replacement(
        changing original: String,
        over range: NSRange,
        into proposed: String
    ) -> (NSRange, String)? {
        let old = original.utf16
        let new = proposed.utf16
        if old.elementsEqual(new) { return nil }
        // The range comes from the host as it is: NSNotFound, negative or huge values must fall
        // through to the difference below, never overflow.
        if range.isInside(utf16Length: old.count),
            case let insertedCount = new.count - old.count + range.length, insertedCount >= 0
        {
            let oldStart = old.index(old.startIndex, offsetBy: range.location)
            let oldEnd = old.index(oldStart, offsetBy: range.length)
            let newStart = new.index(new.startIndex, offsetBy: range.location)
            let newEnd = new.index(newStart, offsetBy: insertedCount)
            if old[..<oldStart].elementsEqual(new[..<newStart]), old[oldEnd...].elementsEqual(new[newEnd...]),
                let replacement = String(new[newStart..<newEnd])
            {
                return (range, replacement)
            }
        }
        let caret = original.endIndex..<original.endIndex
        guard let edit = TextInputEdit(changing: original, selection: caret, into: proposed) else { return nil }
        return (original.utf16Range(of: edit.editedRange), edit.replacementText)
    }

    /// The selection before a deletion of `range`, and the key that made it: the field editor's
    /// selection when it is known, else a caret after the deleted text (Backspace, the usual
    /// deletion).
    private static func selectionBeforeDeleting(
        _ range: NSRange,
        editorSelection: NSRange?
    ) -> (NSRange, TextInputEditKind) {
        let caretAfter = NSRange(location: range.location + range.length, length: 0)
        switch editorSelection {
        case range: return (range, .unknown)
        case caretAfter: return (caretAfter, .deleteBackward)
        case NSRange(location: range.location, length: 0): return (NSRange(location: range.location, length: 0), .deleteForward)
        default: return (caretAfter, .unknown)
        }
    }
}
