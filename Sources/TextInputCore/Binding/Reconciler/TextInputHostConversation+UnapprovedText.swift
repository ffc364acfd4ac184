import Foundation

/// Text the host shows without the binding having approved it.
///
/// UIKit changes a field's text without asking its delegate in three ways: an input method
/// commits a composition (whose ranges the binding lets through unread), QuickType or AutoFill
/// inserts a value after asking only about a space, and app code sets `text`. The conversation
/// notices such a text at the host's next report, question or focus change, and has it formatted
/// before anything else: as one edit from the text it last knew to the text the host shows.
extension TextInputHostConversation {
    /// Formats the host's text if the binding did not approve it: the committed composition, or
    /// a text that arrived without a question, as one edit of kind
    /// ``TextInputEditKind/markedTextCommit`` or ``TextInputEditKind/replacement``. Nothing
    /// happens while an input method still composes; when there is nothing to format, the
    /// binding does what `otherwise` says.
    mutating func formattingUnapprovedText(
        in host: TextInputHostSnapshot,
        otherwise: TextInputHostDecision.Effects,
        validate: TextInputEditValidation
    ) -> TextInputHostDecision {
        var text = host.text
        let start: TextAndSelection
        let kind: TextInputEditKind
        if let compositionStart {
            guard host.markedUTF16Range == nil else { return .keep(then: otherwise) }
            self.compositionStart = nil
            (start, kind) = (compositionStart, .markedTextCommit)
            // A composition typed after the AutoFill placeholder: the placeholder goes.
            if let autoFillPlaceholder, text.utf8.starts(with: autoFillPlaceholder.utf8) {
                text = String(text.utf8.dropFirst(autoFillPlaceholder.utf8.count)) ?? text
            }
            // A composition typed before a provisional suffix: the suffix goes.
            if let suffix = compositionSuffix.take() {
                text = text.droppingUTF8Suffix(ofLength: text.utf8Length(ofSuffix: suffix))
            }
        } else if let known = textBeforeUnapprovedChange(text), host.markedUTF16Range == nil {
            (start, kind) = (known, .replacement)
        } else {
            return .keep(then: otherwise)
        }
        noticedUnapprovedText = true
        autoFillPlaceholder = nil
        let selection = start.text.characterRange(forUTF16: start.selectedUTF16Range)
        guard let edit = TextInputEdit(changing: start.text, selection: selection, into: text, kind: kind) else {
            // Nothing was composed after the placeholder, which goes all the same.
            guard !text.hasSameUTF8(as: host.text) else { return .keep(then: otherwise) }
            return .rewrite(text, selectedUTF16Range: NSRange(location: text.utf16.count, length: 0), answeringUserEdit: true, then: .report)
        }
        return unapprovedOutcome(of: edit, in: host, validate: validate)
    }

    /// Formats the host's text if the binding did not approve it, before an edit of `range`
    /// (`resumption`): as the unapproved change and the edit together, one replacement of the
    /// text the binding knew; or, when only the AutoFill placeholder is there, as the edit of
    /// the empty field; when the edit takes the text back to the one the binding knew, as no
    /// change of it. Nil when the text is approved. When the format takes the unapproved text
    /// as it stands, that becomes the field's text and the edit goes on as usual.
    mutating func formattingUnapprovedText(
        in host: TextInputHostSnapshot,
        thenReplacing range: NSRange,
        with string: String,
        kind: TextInputEditKind,
        then resumption: Resumption,
        validate: TextInputEditValidation
    ) -> TextInputHostDecision? {
        let text = host.text
        if let autoFillPlaceholder, text.hasSameUTF8(as: autoFillPlaceholder) {
            // The AutoFill the placeholder made room for did not come: the placeholder goes.
            self.autoFillPlaceholder = nil
            let empty = ""
            let caret = empty.startIndex..<empty.startIndex
            let edit = TextInputEdit(
                originalText: empty, originalSelectedRange: caret, replacementText: string, editedRange: caret, kind: kind
            ).withInferredKind
            return unapprovedOutcome(of: edit, in: host, validate: validate)
        }
        let known: TextAndSelection
        if let compositionStart, host.markedUTF16Range == nil {
            // The host ended a composition without a commit the binding saw (app code set the
            // text meanwhile): the text from before it, not the marked text, is the one it knew.
            self.compositionStart = nil
            compositionSuffix = nil
            known = compositionStart
        } else if let approved = textBeforeUnapprovedChange(text) {
            known = approved
        } else {
            return nil
        }
        noticedUnapprovedText = true
        autoFillPlaceholder = nil
        let knownSelection = known.text.characterRange(forUTF16: known.selectedUTF16Range)
        let asked = TextInputEdit(
            originalText: text,
            originalSelectedRange: text.characterRange(forUTF16: host.selectedUTF16Range),
            replacementText: string,
            editedRange: text.characterRange(forUTF16: range)
        )
        // An asked edit that takes the text back to the one the binding knew (app code set a
        // text, the user deleted it) is no edit of that text: the field shows it again.
        let caret = knownSelection.lowerBound..<knownSelection.lowerBound
        let combined =
            TextInputEdit(changing: known.text, selection: knownSelection, into: asked.resultingText, kind: .replacement)
            ?? TextInputEdit(originalText: known.text, originalSelectedRange: caret, replacementText: "", editedRange: caret, kind: .replacement)
        // The unapproved text as it stands, probed: accepted, it is reported and the edit goes on.
        guard let unapproved = TextInputEdit(changing: known.text, selection: knownSelection, into: text, kind: .replacement),
            validate(unapproved, .probe) == .accepted
        else {
            return unapprovedOutcome(of: combined, in: host, validate: validate)
        }
        pending = .report(then: resumption, in: host)
        return .keep(then: [.report, .resume])
    }

    /// The text and selection the binding knew before the host's text became `text` without its
    /// approval; nil when `text` is one the binding approved (or only the AutoFill placeholder).
    /// With a placeholder let in, that is the empty field.
    func textBeforeUnapprovedChange(_ text: String) -> TextAndSelection? {
        if let autoFillPlaceholder {
            return text.hasSameUTF8(as: autoFillPlaceholder) ? nil : ("", NSRange(location: 0, length: 0))
        }
        if text.hasSameUTF8(as: reportedText) { return nil }
        if approvedEdit?.hasResultingText(text) == true { return nil }
        return (reportedText, reportedSelection)
    }
}
