import Foundation

extension TextInputBinding {
    public func host(
        _ host: any TextInputHost,
        shouldReplaceCharactersIn range: NSRange,
        with string: String,
        kind: TextInputEditKind
    ) -> Bool {
        answer(host, replacing: range, with: string, kind: kind, hostMayApply: true)
    }

    /// Several ranges (iOS 26): the host would put `string` into whichever range it chooses, so
    /// with more than one range the binding applies the merged edit itself and answers no.
    public func host(
        _ host: any TextInputHost,
        shouldReplaceCharactersIn ranges: [NSRange],
        with string: String,
        kind: TextInputEditKind
    ) -> Bool {
        let merged = host.text.mergingUTF16Ranges(ranges, replacingFirstWith: string)
        return answer(host, replacing: merged.range, with: merged.replacement, kind: kind, hostMayApply: ranges.count <= 1)
    }

    public func hostDidChangeText(_ host: any TextInputHost) {
        formatUnapprovedTextAndRefreshState(in: host)
        previousDelegate?.hostDidChangeText(host)
    }

    public func hostDidChangeSelection(_ host: any TextInputHost) {
        formatUnapprovedTextAndRefreshState(in: host)
        previousDelegate?.hostDidChangeSelection(host)
    }

    public func hostDidBeginEditing(_ host: any TextInputHost) {
        formatUnapprovedText(in: host)
        report(.editingDidBegin)
        refreshState()
        previousDelegate?.hostDidBeginEditing(host)
    }

    /// The host gave up the focus: the editing ends, unless the host handed it to a keyboard
    /// bar's field, which edits on this field's behalf until the bar lets it go.
    public func hostDidEndEditing(_ host: any TextInputHost) {
        formatUnapprovedText(in: host)
        removeAutoFillPlaceholder(in: host)
        if standIn == nil {
            dropProvisionalSuffix(in: host)
            refreshState()
            report(.editingDidEnd)
        }
        previousDelegate?.hostDidEndEditing(host)
    }

    /// What a report of the host starts with: its text formatted if the binding did not approve
    /// it, then the news reported. The text is read once.
    private func formatUnapprovedTextAndRefreshState(in host: any TextInputHost) {
        let text = host.text
        if !formatUnapprovedText(text, in: host) {
            refreshState(knownText: text)
        }
    }

    /// Return: the app's own delegate is asked first and may keep it for itself by answering
    /// false; otherwise the plugins are (a form navigator moves on), and when none handles it the
    /// host goes on with its own behaviour.
    public func hostShouldReturn(_ host: any TextInputHost) -> Bool {
        formatUnapprovedText(in: host)
        if let previousDelegate, !previousDelegate.hostShouldReturn(host) {
            return false
        }
        return !performReturn()
    }

    /// Answers the host's question about replacing `range` with `string`: true when the host may
    /// apply the edit itself (only when `hostMayApply`); otherwise the binding has shown the
    /// format's answer already.
    private func answer(
        _ host: any TextInputHost,
        replacing range: NSRange,
        with string: String,
        kind: TextInputEditKind,
        hostMayApply: Bool
    ) -> Bool {
        // While an input method composes, its ranges cannot be trusted: let it work, and format
        // what it commits.
        if kind == .markedText || host.markedUTF16Range != nil {
            if compositionStart == nil {
                compositionStart = textBeforeComposition(in: host)
            }
            return true
        }
        if let previousDelegate, !previousDelegate.host(host, shouldReplaceCharactersIn: range, with: string, kind: kind) {
            return false
        }
        let text = host.text
        if let edit = editOfUnapprovedText(text, in: host, thenReplacing: range, with: string, kind: kind) {
            showOutcome(of: edit, in: host)
            return false
        }
        if hostMayApply, lettingAutoFillIn(host, showing: text, replacing: range, with: string) {
            return true
        }
        let (editedRange, isExactRange) = text.characterRangeCheckingExactness(forUTF16: range)
        let edit = TextInputEdit(
            originalText: text,
            originalSelectedRange: text.characterRange(forUTF16: host.selectedUTF16Range),
            replacementText: string,
            editedRange: editedRange,
            kind: kind
        ).withInferredKind
        let result = validate(edit)
        // The field may apply an accepted edit itself only when it asked for a valid range.
        if result == .accepted, isExactRange, hostMayApply {
            approvedEdit = edit
            return true
        }
        if result == .accepted {
            let (text, selection) = edit.result
            host.setText(text, selectedUTF16Range: text.utf16Range(of: selection), answeringUserEdit: true)
            refreshState()
        } else {
            show(result, of: edit, in: host)
        }
        return false
    }
}
