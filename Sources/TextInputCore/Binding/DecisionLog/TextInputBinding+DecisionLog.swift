import Foundation

/// How the binding's decisions read in its log (``TextInputDecisionLog``): texts redacted by
/// the format (``TextInputFormat/loggedText(_:)``), edits and ranges in Characters of the text
/// they apply to, the host's ranges in UTF-16 as the host gave them.
extension TextInputBinding {
    /// Writes an entry to the binding's log, or the process-wide one; `message` is built only
    /// when logging is on. The binding's own calls read its log directly: through the protocol
    /// (``TextInputBindingType/logDecision(_:_:)``), the check would cost a keystroke about 200
    /// instructions.
    @inline(__always)
    func logDecision(_ category: TextInputDecisionLog.Category, _ message: @autoclosure () -> String) {
        TextInputDecisionLog.of(decisionLog)?.write(TextInputDecisionLog.Entry(category, message()))
    }

    /// Whether the binding's decisions are logged, for a caller that reads what an entry needs
    /// only then.
    var logsDecisions: Bool {
        TextInputDecisionLog.of(decisionLog) != nil
    }

    /// `text`, a text of the field, as the log shows it.
    func logged(_ text: String) -> String {
        format.loggedText(text)
    }

    /// `edit` as the format is asked about it: "typing of "4" at 0..<0 in """.
    func logged(_ edit: TextInputEdit) -> String {
        "\(edit.kind) of \(logged(edit.replacementText)) at \(edit.originalText.characterOffsets(of: edit.editedRange)) in \(logged(edit.originalText))"
    }

    /// The format's `result`: "accepted", "rejected", "rewritten to "…" selecting 6..<6".
    func logged(_ result: TextInputValidationResult) -> String {
        switch result {
        case .accepted: "accepted"
        case .rejected: "rejected"
        case let .changed(text, selection): "rewritten to \(logged(text)) selecting \(text.characterOffsets(of: selection))"
        }
    }

    /// A range of the host's text as the host gives it, in UTF-16 code units.
    static func logged(_ range: NSRange) -> String {
        "UTF-16 {\(range.location), \(range.length)}"
    }

    /// Logs the text the host showed without asking, once the conversation has noticed it and
    /// before the format's answer to it. Inlined: it runs at every step of every exchange, and
    /// has almost always nothing to do.
    @inline(__always)
    func logUnaskedText() {
        guard conversation.noticedUnapprovedText else { return }
        logNoticedUnaskedText()
    }

    /// Writes the entry ``logUnaskedText()`` found due, if logging is on.
    private func logNoticedUnaskedText() {
        guard logsDecisions, let host else { return }
        conversation.noticedUnapprovedText = false
        logDecision(.unaskedText, "the field shows \(logged(host.text)) without asking; the binding last reported \(logged(conversation.reportedText))")
    }
}
