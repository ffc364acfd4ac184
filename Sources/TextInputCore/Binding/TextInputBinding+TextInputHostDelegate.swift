import Foundation

extension TextInputBinding {
    public func host(
        _ host: any TextInputHost,
        shouldReplaceCharactersIn range: NSRange,
        with string: String,
        kind: TextInputEditKind
    ) -> Bool {
        // While an input method composes, its ranges cannot be trusted: let it work, and format
        // what it commits.
        if kind == .markedText || host.markedUTF16Range != nil {
            if compositionStart == nil {
                compositionStart = (host.text, host.selectedUTF16Range)
            }
            return true
        }
        if let previousDelegate, !previousDelegate.host(host, shouldReplaceCharactersIn: range, with: string, kind: kind) {
            return false
        }
        let text = host.text
        let (editedRange, isExactRange) = text.characterRangeCheckingExactness(forUTF16: range)
        let edit = TextInputEdit(
            originalText: text,
            originalSelectedRange: text.characterRange(forUTF16: host.selectedUTF16Range),
            replacementText: string,
            editedRange: editedRange,
            kind: kind == .unknown ? .inferred(fromReplacement: string) : kind
        )
        let result = format.formatter.validate(edit)
        // The field may apply an accepted edit itself only when it asked for a valid range.
        if result == .accepted, isExactRange {
            return true
        }
        show(result, of: edit, in: host)
        return false
    }

    public func hostDidChangeText(_ host: any TextInputHost) {
        formatCommittedComposition(in: host)
        refreshState()
        previousDelegate?.hostDidChangeText(host)
    }

    public func hostDidChangeSelection(_ host: any TextInputHost) {
        formatCommittedComposition(in: host)
        refreshState()
        previousDelegate?.hostDidChangeSelection(host)
    }

    public func hostDidBeginEditing(_ host: any TextInputHost) {
        report(.editingDidBegin)
        refreshState()
        previousDelegate?.hostDidBeginEditing(host)
    }

    public func hostDidEndEditing(_ host: any TextInputHost) {
        formatCommittedComposition(in: host)
        refreshState()
        report(.editingDidEnd)
        previousDelegate?.hostDidEndEditing(host)
    }

    public func hostShouldReturn(_ host: any TextInputHost) -> Bool {
        if plugins.contains(where: { $0.handleReturn(for: self) }) {
            return false
        }
        return previousDelegate?.hostShouldReturn(host) ?? true
    }

    /// Formats what an input method committed, once the field has no marked text any more, as
    /// one edit of the text from before the composition.
    private func formatCommittedComposition(in host: any TextInputHost) {
        guard let start = compositionStart, host.markedUTF16Range == nil else { return }
        compositionStart = nil
        let selection = start.text.characterRange(forUTF16: start.selectedUTF16Range)
        guard let edit = TextInputEdit(changing: start.text, selection: selection, into: host.text, kind: .markedTextCommit) else {
            return
        }
        let result = format.formatter.validate(edit)
        if result == .rejected {
            host.setText(start.text, selectedUTF16Range: start.selectedUTF16Range)
            refreshState()
        } else if result != .accepted {
            show(result, of: edit, in: host)
        }
    }
}
