import Foundation

/// Text the host shows without the binding having approved it.
///
/// UIKit changes a field's text without asking its delegate in three ways: an input method
/// commits a composition (whose ranges the binding lets through unread), QuickType or AutoFill
/// inserts a value after asking only about a space, and app code sets `text`. The binding notices
/// such a text at the host's next report, question or focus change, and formats it before
/// anything else: as one edit from the text it last knew to the text the host shows.
extension TextInputBinding {
    /// Formats the host's text if the binding did not approve it: the committed composition, or
    /// a text that arrived without a question, as one edit of kind
    /// ``TextInputEditKind/markedTextCommit`` or ``TextInputEditKind/replacement``. Nothing
    /// happens while an input method still composes. Answers whether it formatted (and so
    /// reported) anything; `text` is the host's text when the caller has just read it.
    @discardableResult
    func formatUnapprovedText(_ text: String? = nil, in host: any TextInputHost) -> Bool {
        let shown = text ?? host.text
        var text = shown
        let start: (text: String, selectedUTF16Range: NSRange)
        let kind: TextInputEditKind
        if let compositionStart {
            guard host.markedUTF16Range == nil else { return false }
            self.compositionStart = nil
            (start, kind) = (compositionStart, .markedTextCommit)
            // A composition typed after the AutoFill placeholder: the placeholder goes.
            if let autoFillPlaceholder, text.utf8.starts(with: autoFillPlaceholder.utf8) {
                text = String(text.utf8.dropFirst(autoFillPlaceholder.utf8.count)) ?? text
            }
        } else if let known = textBeforeUnapprovedChange(text), host.markedUTF16Range == nil {
            (start, kind) = (known, .replacement)
        } else {
            return false
        }
        autoFillPlaceholder = nil
        let selection = start.text.characterRange(forUTF16: start.selectedUTF16Range)
        guard let edit = TextInputEdit(changing: start.text, selection: selection, into: text, kind: kind) else {
            // Nothing was composed after the placeholder, which goes all the same.
            guard !text.hasSameUTF8(as: shown) else { return false }
            host.setText(text, selectedUTF16Range: NSRange(location: text.utf16.count, length: 0), answeringUserEdit: true)
            refreshState()
            return true
        }
        showOutcome(of: edit, in: host)
        return true
    }

    /// The edit a question stands for when the host's text is not what the binding approved:
    /// the unapproved change and the asked edit together, as one replacement of the text the
    /// binding knew; or, when only the AutoFill placeholder is there, the asked edit of the empty
    /// field; when the asked edit takes the text back to the one the binding knew, no change of
    /// it. Nil when the text is approved, or when the format takes the unapproved text as it
    /// stands (it then becomes the field's text, and the question is answered as usual).
    func editOfUnapprovedText(
        _ text: String,
        in host: any TextInputHost,
        thenReplacing range: NSRange,
        with string: String,
        kind: TextInputEditKind
    ) -> TextInputEdit? {
        if let autoFillPlaceholder, text.hasSameUTF8(as: autoFillPlaceholder) {
            // The AutoFill the placeholder made room for did not come: the placeholder goes.
            self.autoFillPlaceholder = nil
            let empty = ""
            let caret = empty.startIndex..<empty.startIndex
            return TextInputEdit(
                originalText: empty, originalSelectedRange: caret, replacementText: string, editedRange: caret, kind: kind
            ).withInferredKind
        }
        let known: (text: String, selectedUTF16Range: NSRange)
        if let compositionStart, host.markedUTF16Range == nil {
            // The host ended a composition without a commit the binding saw (app code set the
            // text meanwhile): the text from before it, not the marked text, is the one it knew.
            self.compositionStart = nil
            known = compositionStart
        } else if let approved = textBeforeUnapprovedChange(text) {
            known = approved
        } else {
            return nil
        }
        autoFillPlaceholder = nil
        let knownSelection = known.text.characterRange(forUTF16: known.selectedUTF16Range)
        if let unapproved = TextInputEdit(changing: known.text, selection: knownSelection, into: text, kind: .replacement) {
            var probe = memory
            if format.formatter.validate(unapproved, memory: &probe) == .accepted {
                memory = probe
                refreshState()
                return nil
            }
        }
        let asked = TextInputEdit(
            originalText: text,
            originalSelectedRange: text.characterRange(forUTF16: host.selectedUTF16Range),
            replacementText: string,
            editedRange: text.characterRange(forUTF16: range)
        )
        // An asked edit that takes the text back to the one the binding knew (app code set a
        // text, the user deleted it) is no edit of that text: the field shows it again.
        let caret = knownSelection.lowerBound..<knownSelection.lowerBound
        return TextInputEdit(changing: known.text, selection: knownSelection, into: asked.resultingText, kind: .replacement)
            ?? TextInputEdit(originalText: known.text, originalSelectedRange: caret, replacementText: "", editedRange: caret, kind: .replacement)
    }

    /// The text and selection a composition starting now is formatted from when it is committed:
    /// the text the binding knew, or the empty field when only the AutoFill placeholder is there
    /// (the placeholder is dropped from what is committed).
    ///
    /// A provisional suffix (an inline suggestion) the composition replaces is not part of that
    /// text: no suggestion shows while an input method composes.
    func textBeforeComposition(in host: any TextInputHost) -> (text: String, selectedUTF16Range: NSRange) {
        let suffixLength = provisionalSuffixLength(in: reportedText)
        if suffixLength > 0 {
            memory.provisionalSuffix = ""
            let entered = enteredText(reportedText, droppingSuffixOf: suffixLength)
            return (entered, NSRange(location: entered.utf16.count, length: 0))
        }
        let text = host.text
        if let autoFillPlaceholder, text.hasSameUTF8(as: autoFillPlaceholder) {
            return ("", NSRange(location: 0, length: 0))
        }
        // Read before the placeholder is forgotten: with it, the text known is the empty field.
        let known = textBeforeUnapprovedChange(text)
        autoFillPlaceholder = nil
        return known ?? (text, host.selectedUTF16Range)
    }

    /// Validates `edit` and shows its outcome; a rejected edit shows the text it started from.
    func showOutcome(of edit: TextInputEdit, in host: any TextInputHost) {
        let result = validate(edit)
        guard result == .rejected else {
            show(result, of: edit, in: host)
            return
        }
        let text = edit.originalText
        host.setText(text, selectedUTF16Range: text.utf16Range(of: edit.originalSelectedRange), answeringUserEdit: edit.kind != .programmatic)
        refreshState(rereadingValue: true)
    }

    /// Lets a whitespace-only insertion into the empty field through when the host expects
    /// AutoFill: QuickType asks about a space and inserts its value only when the answer is yes.
    /// Answers whether it did.
    func lettingAutoFillIn(
        _ host: any TextInputHost,
        showing text: String,
        replacing range: NSRange,
        with string: String
    ) -> Bool {
        guard text.isEmpty, !string.isEmpty, string.allSatisfy(\.isWhitespace), host.expectsAutoFill else {
            return false
        }
        autoFillPlaceholder = string
        approvedEdit = .pasting(string)
        return true
    }

    /// Removes the AutoFill placeholder if it is all the field holds.
    func removeAutoFillPlaceholder(in host: any TextInputHost) {
        guard let autoFillPlaceholder else { return }
        self.autoFillPlaceholder = nil
        if host.text.hasSameUTF8(as: autoFillPlaceholder) {
            host.setText("", selectedUTF16Range: NSRange(location: 0, length: 0), answeringUserEdit: true)
        }
    }

    /// The text and selection the binding knew before the host's text became `text` without its
    /// approval; nil when `text` is one the binding approved (or only the AutoFill placeholder).
    /// With a placeholder let in, that is the empty field.
    func textBeforeUnapprovedChange(_ text: String) -> (text: String, selectedUTF16Range: NSRange)? {
        if let autoFillPlaceholder {
            return text.hasSameUTF8(as: autoFillPlaceholder) ? nil : ("", NSRange(location: 0, length: 0))
        }
        if text.hasSameUTF8(as: reportedText) { return nil }
        if approvedEdit?.hasResultingText(text) == true { return nil }
        return (reportedText, reportedSelection)
    }
}
