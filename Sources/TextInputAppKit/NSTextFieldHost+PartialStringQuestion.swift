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
    /// `originalSelection` is AppKit's `origSelRange`; Core's `TextInputPartialStringChange`
    /// reads the edit, its kind and the selection before it from that and the field editor's
    /// selection (PhoneNumberKit #686: a caret's Backspace over a separator).
    func answerPartialString(
        _ proposed: String,
        original: String,
        originalSelection: NSRange
    ) -> TextInputPartialStringFormatter.Answer {
        guard !isApplyingRewrite, let hostDelegate else { return .accept }
        let editor = textField?.currentEditor()
        guard let change = TextInputPartialStringChange(
            original: original,
            proposed: proposed,
            changedRange: originalSelection,
            editorSelection: editor?.string == original ? editor?.selectedRange : nil,
            isComposing: markedUTF16Range != nil
        ) else { return .accept }
        let selection = change.selection
        // A deletion command named the edit before AppKit asked about it: that beats inferring it.
        let named = change.replacement.isEmpty && change.kind != .markedText ? commandEditKind : nil
        let kind = named ?? change.kind
        commandEditKind = nil
        pendingEdit = (original, selection)
        let accepted = hostDelegate.host(self, shouldReplaceCharactersIn: change.range, with: change.replacement, kind: kind)
        let outcome = pendingEdit
        pendingEdit = nil
        lastAnswerWasRewrite = false
        if accepted { return .accept }
        guard let outcome, outcome.text != original || outcome.selection != selection else { return .reject }
        lastAnswerWasRewrite = true
        return .replace(outcome.text, selection: outcome.selection)
    }
}
#endif
