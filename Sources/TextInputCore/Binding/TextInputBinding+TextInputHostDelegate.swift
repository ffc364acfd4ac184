import Foundation

/// The host's questions and reports go to the conversation (``TextInputHostConversation``), whose decisions the binding carries out.
extension TextInputBinding {
    public func host(_ host: any TextInputHost, shouldReplaceCharactersIn range: NSRange, with string: String, kind: TextInputEditKind) -> Bool {
        answer(host, range, string, kind, hostMayApply: true)
    }

    /// Several ranges (iOS 26): the host would put `string` into whichever range it chooses, so
    /// with more than one range the binding applies the merged edit itself and answers no.
    public func host(_ host: any TextInputHost, shouldReplaceCharactersIn ranges: [NSRange], with string: String, kind: TextInputEditKind) -> Bool {
        let merged = host.text.mergingUTF16Ranges(ranges, replacingFirstWith: string)
        return answer(host, merged.range, merged.replacement, kind, hostMayApply: ranges.count <= 1)
    }

    public func hostDidChangeText(_ host: any TextInputHost) {
        reportChange(of: host)
        previousDelegate?.hostDidChangeText(host)
    }

    public func hostDidChangeSelection(_ host: any TextInputHost) {
        reportChange(of: host)
        previousDelegate?.hostDidChangeSelection(host)
    }

    public func hostDidBeginEditing(_ host: any TextInputHost) {
        logDecision(.focus, "editing begins")
        converse(.beganEditing(in: snapshot(of: host)), with: host)
        report(.editingDidBegin)
        refreshState()
        previousDelegate?.hostDidBeginEditing(host)
    }

    /// The host gave up the focus: the editing ends, unless the host handed it to a keyboard
    /// bar's field, which edits on this field's behalf until the bar lets it go.
    public func hostDidEndEditing(_ host: any TextInputHost) {
        logDecision(.focus, standIn != nil ? "the field hands the editing to a keyboard bar's field" : "editing ends")
        converse(.returnOrEndOfEditing(in: snapshot(of: host)), with: host)
        if converse(.endedEditing(handedOver: standIn != nil, in: snapshot(of: host)), with: host).endsEditing { report(.editingDidEnd) }
        previousDelegate?.hostDidEndEditing(host)
    }

    /// Return: the app's own delegate is asked first and may keep it for itself by answering
    /// false; otherwise the plugins are (a form navigator moves on), and when none handles it the
    /// host goes on with its own behaviour.
    public func hostShouldReturn(_ host: any TextInputHost) -> Bool {
        converse(.returnOrEndOfEditing(in: snapshot(of: host)), with: host)
        return previousDelegate?.hostShouldReturn(host) != false && !performReturn()
    }

    /// Answers the host's question: yes to let it apply the edit, no once the binding has shown the format's answer.
    private func answer(_ host: any TextInputHost, _ range: NSRange, _ string: String, _ kind: TextInputEditKind, hostMayApply: Bool) -> Bool {
        let shown = snapshot(of: host)
        let question = TextInputHostQuestion(
            range, with: string, kind: kind, hostMayApply: hostMayApply, isMultiline: host.isMultiline,
            asksPreviousDelegate: previousDelegate != nil)
        // Read from the question alone: the message capturing the arguments too costs every
        // keystroke a copy of the string, logged or not.
        logDecision(
            .edit,
            "the field asks to replace \(Self.logged(question.range)) with \(logged(question.string))"
                + (question.hostMayApply ? "" : " (several ranges, merged)")
                + ": reported \(question.kind), inferred \(question.edit(in: shown).edit.kind)")
        let decision = carryOut(conversation.shouldReplace(question, in: shown) { validate($0, for: $1) }, with: host)
        if case let .rewrite(text, _, true, _) = decision, wantsEcho {
            reportEcho(of: question.edit(in: shown).edit, showing: text)
        }
        return decision.letsHostApply
    }

    /// Tells the conversation the host changed, reading the host once for it and for the report.
    private func reportChange(of host: any TextInputHost) {
        let shown = snapshot(of: host)
        carryOut(conversation.changed(in: shown) { validate($0, for: $1) }, with: host, shown: shown)
    }

    /// Carries out the conversation's decisions about `event`, and answers it.
    @discardableResult
    func converse(_ event: TextInputHostEvent, with host: any TextInputHost) -> TextInputHostDecision {
        carryOut(conversation.decide(event) { validate($0, for: $1) }, with: host)
    }

    /// Carries out `decision` and those that follow it (asks the previous delegate, changes the
    /// host, reports changes) until one ends the exchange, and answers it. A report uses `shown`,
    /// what the host shows, unless a decision changed the host.
    @discardableResult
    private func carryOut(
        _ decision: consuming TextInputHostDecision, with host: any TextInputHost, shown: TextInputHostSnapshot? = nil
    ) -> TextInputHostDecision {
        while true {
            logUnaskedText()
            if case let .ask(inquiry) = decision {
                let answer = findOut(inquiry, from: host)
                decision = conversation.decide(.answered(inquiry, answer, in: snapshot(of: host))) { validate($0, for: $1) }
                continue
            }
            let effects = decision.effects
            if effects.contains(.forgetProvisionalText) { memory.forgetProvisionalText() }
            if case let .rewrite(text, selection, answeringUserEdit, _) = decision {
                logDecision(.rewrite, "the field shows \(logged(text)) selecting \(Self.logged(selection))")
                host.setText(text, selectedUTF16Range: selection, answeringUserEdit: answeringUserEdit)
            } else if case let .select(selection, _) = decision {
                logDecision(.rewrite, "the field selects \(Self.logged(selection))")
                host.setSelectedUTF16Range(selection)
            }
            if effects.contains(.report) { refreshState(rereadingValue: effects.contains(.rereadValue), shown: decision.changesHost ? nil : shown) }
            guard effects.contains(.resume) else { return decision }
            decision = conversation.decide(.resumed) { validate($0, for: $1) }
        }
    }

    /// The answer to what the conversation asks (``TextInputHostInquiry``): the previous
    /// delegate's, the host's, or whether Return goes on to the host once the app's delegate and
    /// the plugins were offered it.
    private func findOut(_ inquiry: TextInputHostInquiry, from host: any TextInputHost) -> Bool {
        switch inquiry {
        case let .previousDelegate(range, string, kind):
            let allowed = previousDelegate?.host(host, shouldReplaceCharactersIn: range, with: string, kind: kind) ?? true
            if !allowed { logDecision(.edit, "the app's delegate refuses the edit") }
            return allowed
        case .expectsAutoFill:
            return host.mayBeAutoFilled
        case .returnKey:
            return hostShouldReturn(host)
        }
    }

    /// The format's answer to `edit` for `purpose`, with the field's memory (see
    /// ``TextInputEditValidation``).
    ///
    /// A paste the format refuses whole keeps its longest beginning the format takes, and the
    /// rest is told as refused.
    private func validate(_ edit: TextInputEdit, for purpose: TextInputValidationPurpose) -> TextInputValidationResult {
        var kept: TextInputEdit?
        let result: TextInputValidationResult
        switch purpose {
        case .wholeText: result = format.wholeTextAnswer(to: edit, memory: &memory)
        case .probe: result = format.formatter.validate(edit, memory: &memory, probing: true)
        case .answer where edit.kind == .paste:
            (result, kept) = format.formatter.validateKeepingLongestBeginning(edit, memory: &memory)
        case .answer: result = format.formatter.validate(edit, memory: &memory)
        }
        // Only an edit not accepted as it stands may be a refusal, and only a listening screen
        // reader has anyone to tell: the other keystrokes pay a comparison.
        if purpose == .answer, result != .accepted, !plugins.isEmpty, wantsRefusals {
            if let kept, let remainder = edit.remainder(after: kept, shown: result) {
                reportRefusal(of: remainder, result: .rejected)
            } else if edit.kind == .paste, let remainder = edit.leftOutRemainder(shown: result) {
                reportRefusal(of: remainder, result: .rejected)
            } else {
                reportRefusal(of: edit, result: result)
            }
        }
        if logsDecisions {
            logUnaskedText()
            switch purpose {
            case .answer, .probe:
                logDecision(.format, (purpose == .probe ? "probing " : "") + "\(logged(edit)): \(logged(result))")
            case .wholeText:
                logDecision(.format, "pasted into the empty field: " + (result.outcome(of: edit).map { logged($0.text) } ?? "refused"))
            }
        }
        return result
    }

    /// What `host` shows, and the provisional text the memory holds.
    func snapshot(of host: any TextInputHost) -> TextInputHostSnapshot {
        TextInputHostSnapshot(of: host, provisionalSuffix: memory.provisionalSuffix)
    }
}
