import Foundation

/// Edits the host asks about and edits app code makes.
extension TextInputHostConversation {
    /// Answers `question` once the previous delegate, if any, has let it through: unapproved
    /// text first, then the edit itself.
    mutating func answering(
        _ question: TextInputHostQuestion,
        in host: TextInputHostSnapshot,
        validate: TextInputEditValidation
    ) -> TextInputHostDecision {
        formattingUnapprovedText(
            in: host, thenReplacing: question.range, with: question.string, kind: question.kind, then: .question(question), validate: validate
        ) ?? answeringApprovedText(question, in: host, validate: validate)
    }

    /// Answers `question` about a text the binding approved. The host may apply an accepted
    /// edit itself only when it asked for a valid range (none that splits a Character) of one
    /// range; otherwise the binding shows the edit's outcome.
    mutating func answeringApprovedText(
        _ question: TextInputHostQuestion,
        in host: TextInputHostSnapshot,
        validate: TextInputEditValidation
    ) -> TextInputHostDecision {
        if question.hostMayApply, host.text.isEmpty, !question.string.isEmpty, question.string.allSatisfy(\.isWhitespace) {
            pending = .autoFillExpectation(question, in: host)
            return .ask(.expectsAutoFill)
        }
        return answeringEdit(question, in: host, validate: validate)
    }

    /// Answers `question` with the format's answer to its edit.
    mutating func answeringEdit(
        _ question: TextInputHostQuestion,
        in host: TextInputHostSnapshot,
        validate: TextInputEditValidation
    ) -> TextInputHostDecision {
        let (edit, isExactRange) = question.edit(in: host)
        return answer(edit, hostMayApply: isExactRange && question.hostMayApply, selectedUTF16Range: host.selectedUTF16Range, validate: validate)
    }

    /// Replaces `range` of the host's text with `string` for app code, like a user's edit.
    mutating func replacing(
        _ range: NSRange,
        with string: String,
        kind: TextInputEditKind,
        in host: TextInputHostSnapshot,
        validate: TextInputEditValidation
    ) -> TextInputHostDecision {
        let text = host.text
        let edit = TextInputEdit(
            originalText: text,
            originalSelectedRange: text.characterRange(forUTF16: host.selectedUTF16Range),
            replacementText: string,
            editedRange: text.characterRange(forUTF16: range),
            kind: kind
        )
        return showing(validate(edit, .answer), of: edit, in: text, selectedUTF16Range: host.selectedUTF16Range)
    }

    /// Answers whitespace typed into the empty field (`question`) once the host said whether it
    /// `expectsAutoFill`: QuickType asks about a space and inserts its value only when the
    /// answer is yes, so the space is let in as a placeholder; otherwise the format answers.
    mutating func answeringAutoFillSpace(
        _ question: TextInputHostQuestion,
        in host: TextInputHostSnapshot,
        expectsAutoFill: Bool,
        validate: TextInputEditValidation
    ) -> TextInputHostDecision {
        guard expectsAutoFill else { return answeringEdit(question, in: host, validate: validate) }
        autoFillPlaceholder = question.string
        approvedEdit = .pasting(question.string)
        return .letHostApply()
    }

    /// While an input method composes, its ranges cannot be trusted: it is let work, and what
    /// it commits is formatted from the text before the composition, which is remembered now.
    ///
    /// That is the text the binding knew, or the empty field when only the AutoFill placeholder
    /// is there (the placeholder is dropped from what is committed). A provisional suffix is not
    /// part of it: no provisional text shows while an input method composes. The composition
    /// replaces a selected suffix (a suggestion); one it goes before (a mask's remainder) stays
    /// in the host's text until the commit, which drops it.
    mutating func lettingInputMethodCompose(in host: TextInputHostSnapshot) -> TextInputHostDecision {
        guard compositionStart == nil else { return .letHostApply() }
        let suffixLength = reportedText.utf8Length(ofSuffix: host.provisionalSuffix)
        if suffixLength > 0 {
            let entered = reportedText.droppingUTF8Suffix(ofLength: suffixLength)
            let enteredLength = entered.utf16.count
            let selection = host.selectedUTF16Range
            if selection.location >= 0, NSMaxRange(selection) <= enteredLength {
                compositionSuffix = host.provisionalSuffix
            }
            compositionStart = (entered, selection.clamped(toUTF16Length: enteredLength))
            return .letHostApply(then: .forgetProvisionalText)
        }
        if let autoFillPlaceholder, host.text.hasSameUTF8(as: autoFillPlaceholder) {
            compositionStart = ("", NSRange(location: 0, length: 0))
            return .letHostApply()
        }
        // Read before the placeholder is forgotten: with it, the text known is the empty field.
        let known = textBeforeUnapprovedChange(host.text)
        autoFillPlaceholder = nil
        compositionStart = known ?? (host.text, host.selectedUTF16Range)
        return .letHostApply()
    }
}
