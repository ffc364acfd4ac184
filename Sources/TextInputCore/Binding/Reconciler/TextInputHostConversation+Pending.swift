import Foundation

extension TextInputHostConversation {
    /// What the conversation waits for between two events.
    enum Pending: Sendable {
        /// The previous delegate's answer to `question`.
        case previousDelegate(TextInputHostQuestion)
        /// The formatter's answer to an edit the host asked about, of the text it shows with
        /// `selectedUTF16Range`; the host may apply it itself when the formatter accepts it and
        /// `hostMayApply`.
        case answer(TextInputEdit, hostMayApply: Bool, selectedUTF16Range: NSRange)
        /// The formatter's answer to an edit whose outcome the host shows.
        case outcome(TextInputEdit, in: TextInputHostSnapshot)
        /// The formatter's answer to an edit that formats unapproved text, which the host shows
        /// (the text the edit started from when the formatter rejects it).
        case unapprovedOutcome(TextInputEdit, in: TextInputHostSnapshot)
        /// The formatter's probe of unapproved text as it stands: accepted, it is reported and
        /// `resumption` goes on; otherwise `combined`, the unapproved change and the asked edit
        /// in one, is formatted.
        case probe(combined: TextInputEdit, then: Resumption, in: TextInputHostSnapshot)
        /// The binding's report of the unapproved text the formatter accepted, before
        /// `resumption` goes on.
        case report(then: Resumption, in: TextInputHostSnapshot)
    }

    /// An edit that waits while unapproved text is probed.
    enum Resumption: Sendable {
        /// The host's question.
        case question(TextInputHostQuestion)
        /// App code's replacement of a UTF-16 range.
        case appEdit(NSRange, String, TextInputEditKind)
    }

    /// Asks the formatter about `edit`, to be decided as `pending` says.
    mutating func validating(_ edit: TextInputEdit, _ pending: Pending) -> TextInputHostDecision {
        self.pending = pending
        return .validate(edit)
    }

    /// What the formatter's `result` means for what the conversation waited for.
    mutating func deciding(_ result: TextInputValidationResult, of pending: Pending) -> TextInputHostDecision {
        switch pending {
        case let .answer(edit, hostMayApply, selection):
            guard result == .accepted else { return showing(result, of: edit, in: edit.originalText, selectedUTF16Range: selection) }
            guard !hostMayApply else {
                approvedEdit = edit
                return .letHostApply()
            }
            let (text, selection) = edit.result
            return .rewrite(text, selectedUTF16Range: text.utf16Range(of: selection), answeringUserEdit: true, then: .report)
        case let .outcome(edit, host):
            return showing(result, of: edit, in: host.text, selectedUTF16Range: host.selectedUTF16Range)
        case let .unapprovedOutcome(edit, host):
            guard result == .rejected else { return showing(result, of: edit, in: host.text, selectedUTF16Range: host.selectedUTF16Range) }
            let text = edit.originalText
            return .rewrite(
                text,
                selectedUTF16Range: text.utf16Range(of: edit.originalSelectedRange),
                answeringUserEdit: edit.kind != .programmatic,
                then: [.report, .rereadValue]
            )
        case let .probe(combined, resumption, host):
            guard result == .accepted else { return validating(combined, .unapprovedOutcome(combined, in: host)) }
            self.pending = .report(then: resumption, in: host)
            return .keep(then: [.report, .resume])
        case .previousDelegate, .report:
            return .keep(then: [])
        }
    }

    /// Goes on with what waited for the binding's report.
    mutating func resuming(_ pending: Pending) -> TextInputHostDecision {
        switch pending {
        case let .report(.question(question), host):
            answeringApprovedText(question, in: host)
        case let .report(.appEdit(range, string, kind), host):
            replacing(range, with: string, kind: kind, in: host)
        default:
            .keep(then: [])
        }
    }

    /// Shows the outcome of `edit` in a host that shows `shownText` and `shownSelection`: nothing
    /// when the formatter rejects it, the selection alone when the text stays (its value is read
    /// again: a mask with affine formats values a text by the mask that formatted it on this edit).
    private func showing(
        _ result: TextInputValidationResult,
        of edit: TextInputEdit,
        in shownText: String,
        selectedUTF16Range shownSelection: NSRange
    ) -> TextInputHostDecision {
        guard let (text, selection) = result.outcome(of: edit) else { return .keep(then: []) }
        let selectedUTF16Range = text.utf16Range(of: selection)
        guard !text.hasSameUTF8(as: shownText) else {
            guard selectedUTF16Range != shownSelection else { return .keep(then: [.report, .rereadValue]) }
            return .select(selectedUTF16Range, then: [.report, .rereadValue])
        }
        return .rewrite(text, selectedUTF16Range: selectedUTF16Range, answeringUserEdit: edit.kind != .programmatic, then: .report)
    }
}
