import Foundation

/// How the conversation asks the formatter about an edit, for `purpose`: the binding passes the
/// format's formatter with the field's memory; a table test passes a stub that answers as its
/// row says.
package typealias TextInputEditValidation = (_ edit: TextInputEdit, _ purpose: TextInputValidationPurpose) -> TextInputValidationResult

/// Why the conversation asks the formatter about an edit, which decides what the field's memory
/// keeps of it.
package enum TextInputValidationPurpose: Sendable {
    /// The answer the host gets: the memory keeps what the formatter wrote.
    case answer
    /// A probe: the memory keeps what the formatter wrote only when it accepts the edit.
    case probe
    /// A whole text set by app code: the answer without provisional text (a mask's remainder),
    /// which the memory forgets.
    case wholeText
}

extension TextInputHostConversation {
    /// What the conversation waits for between two events.
    enum Pending: Sendable {
        /// The previous delegate's answer to `question`.
        case previousDelegate(TextInputHostQuestion)
        /// Whether the host expects AutoFill, before `question` about whitespace typed into the
        /// empty field is answered.
        case autoFillExpectation(TextInputHostQuestion, in: TextInputHostSnapshot)
        /// The binding's report of the unapproved text the formatter accepted, before
        /// `resumption` goes on.
        case report(then: Resumption, in: TextInputHostSnapshot)
    }

    /// An edit that waits while unapproved text is reported.
    enum Resumption: Sendable {
        /// The host's question.
        case question(TextInputHostQuestion)
        /// App code's replacement of a UTF-16 range.
        case appEdit(NSRange, String, TextInputEditKind)
    }

    /// The answer to an edit the host asked about, of the text it shows with `selection`: the
    /// host may apply it itself when the formatter accepts it and `hostMayApply`.
    mutating func answer(
        _ edit: TextInputEdit,
        hostMayApply: Bool,
        selectedUTF16Range selection: NSRange,
        validate: TextInputEditValidation
    ) -> TextInputHostDecision {
        let result = validate(edit, .answer)
        guard result == .accepted else { return showing(result, of: edit, in: edit.originalText, selectedUTF16Range: selection) }
        guard !hostMayApply else {
            approvedEdit = edit
            return .letHostApply()
        }
        let (text, selection) = edit.result
        return .rewrite(text, selectedUTF16Range: text.utf16Range(of: selection), answeringUserEdit: true, then: .report)
    }

    /// The outcome of an edit that formats unapproved text, which `host` shows: the text the
    /// edit started from when the formatter rejects it.
    func unapprovedOutcome(of edit: TextInputEdit, in host: TextInputHostSnapshot, validate: TextInputEditValidation) -> TextInputHostDecision {
        let result = validate(edit, .answer)
        guard result == .rejected else { return showing(result, of: edit, in: host.text, selectedUTF16Range: host.selectedUTF16Range) }
        let text = edit.originalText
        return .rewrite(
            text,
            selectedUTF16Range: text.utf16Range(of: edit.originalSelectedRange),
            answeringUserEdit: edit.kind != .programmatic,
            then: [.report, .rereadValue]
        )
    }

    /// Goes on with what waited for the binding's report.
    mutating func resuming(_ pending: Pending, validate: TextInputEditValidation) -> TextInputHostDecision {
        switch pending {
        case let .report(.question(question), host):
            answeringApprovedText(question, in: host, validate: validate)
        case let .report(.appEdit(range, string, kind), host):
            replacing(range, with: string, kind: kind, in: host, validate: validate)
        case .previousDelegate, .autoFillExpectation:
            .keep(then: [])
        }
    }

    /// Shows the outcome of `edit` in a host that shows `shownText` and `shownSelection`: nothing
    /// when the formatter rejects it, the selection alone when the text stays (its value is read
    /// again: a mask with affine formats values a text by the mask that formatted it on this edit).
    func showing(
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
