#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

/// AppKit asks about each edit through the field's formatter
/// (`isPartialStringValid(_:proposedSelectedRange:originalString:originalSelectedRange:errorDescription:)`);
/// the host puts the question to the binding in the form the seam speaks: a UTF-16 range of the
/// original text and its replacement.
extension NSTextFieldHost {
    /// Puts AppKit's partial-string question to the binding.
    ///
    /// `originalSelection` is AppKit's `origSelRange`: the range the change replaces, which is
    /// the selection for typing and pasting but, as `Formatter`'s documentation says, the range
    /// deleted for a deletion, so that a Backspace from a caret looks like a deleted selection.
    /// The binding is shown the selection the field editor had instead, when it can still be
    /// seen, because formats treat a caret's Backspace over a separator differently from a
    /// deleted selection (PhoneNumberKit #686).
    func answerPartialString(
        _ proposed: String,
        original: String,
        originalSelection: NSRange
    ) -> TextInputPartialStringFormatter.Answer {
        guard !isApplyingRewrite, let hostDelegate,
              let edit = Self.edit(changing: original, over: originalSelection, into: proposed)
        else { return .accept }
        var kind: TextInputEditKind = markedUTF16Range == nil ? .unknown : .markedText
        var selection = originalSelection
        if kind == .unknown, edit.replacement.isEmpty, edit.range.length > 0 {
            (selection, kind) = selectionBeforeDeleting(edit.range, from: original)
        }
        pendingEdit = (original, selection)
        let accepted = hostDelegate.host(self, shouldReplaceCharactersIn: edit.range, with: edit.replacement, kind: kind)
        let outcome = pendingEdit
        pendingEdit = nil
        if accepted { return .accept }
        guard let outcome, outcome.text != original || outcome.selection != selection else { return .reject }
        return .replace(outcome.text, selection: outcome.selection)
    }

    /// The edit that turns `original` into `proposed`: the replacement of `range` (UTF-16) when
    /// the two strings agree outside it, which places the edit exactly (typing "1" between two
    /// "1"s), else the smallest difference between them. Nil when nothing changes.
    static func edit(
        changing original: String,
        over range: NSRange,
        into proposed: String
    ) -> (range: NSRange, replacement: String)? {
        let old = original.utf16
        let new = proposed.utf16
        if old.elementsEqual(new) { return nil }
        let insertedCount = new.count - old.count + range.length
        if range.location >= 0, range.length >= 0, range.location + range.length <= old.count, insertedCount >= 0 {
            let oldStart = old.index(old.startIndex, offsetBy: range.location)
            let oldEnd = old.index(oldStart, offsetBy: range.length)
            let newStart = new.index(new.startIndex, offsetBy: range.location)
            let newEnd = new.index(newStart, offsetBy: insertedCount)
            if old[..<oldStart].elementsEqual(new[..<newStart]), old[oldEnd...].elementsEqual(new[newEnd...]),
               let replacement = String(new[newStart..<newEnd]) {
                return (range, replacement)
            }
        }
        let caret = original.endIndex..<original.endIndex
        guard let edit = TextInputEdit(changing: original, selection: caret, into: proposed) else { return nil }
        return (original.utf16Range(of: edit.editedRange), edit.replacementText)
    }

    /// The selection before a deletion of `range`, and the key that made it when the field
    /// editor shows it: the field editor's selection while it still holds the original text,
    /// else a caret after the deleted text (Backspace, the usual deletion).
    private func selectionBeforeDeleting(_ range: NSRange, from original: String) -> (NSRange, TextInputEditKind) {
        let caretAfter = NSRange(location: range.location + range.length, length: 0)
        guard let editor = textField?.currentEditor(), editor.string == original else {
            return (caretAfter, .unknown)
        }
        let selection = editor.selectedRange
        if selection == range {
            return (selection, .unknown)
        }
        if selection == caretAfter {
            return (selection, .deleteBackward)
        }
        if selection == NSRange(location: range.location, length: 0) {
            return (selection, .deleteForward)
        }
        return (caretAfter, .unknown)
    }
}
#endif
