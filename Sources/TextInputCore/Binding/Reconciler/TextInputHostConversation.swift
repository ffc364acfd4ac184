import Foundation

/// The binding's side of its conversation with the host, as a value: what it approved, what it
/// reported, and what it must still format; every decision about the host is taken here.
///
/// A host asks before the user changes its text and reports what changed; the binding answers
/// and reports on to the app. The subtle part is what the host does without asking, or asks
/// in a way that cannot be trusted: an input method composing and committing, QuickType asking
/// about a space before it inserts a whole value unasked, app code setting the text, several
/// ranges at once, ranges that split a Character. The conversation takes each event
/// (``decide(_:validate:)``) and returns what to do. It never calls the host, and it asks the
/// formatter only through the function it is given, so every case can be checked as a row of a
/// table with a stub formatter.
///
/// The binding carries the decisions out: it asks the previous delegate when told to and sends
/// the answer back as the next event, changes the host, and reports.
package struct TextInputHostConversation: Sendable {
    /// A text and a selection in it, in UTF-16 offsets.
    typealias TextAndSelection = (text: String, selectedUTF16Range: NSRange)

    /// The host's text and selection when the binding last reported, and the UTF-8 length of the
    /// provisional suffix the text ended with then: the events carried the text without it.
    private(set) var reportedText = ""
    private(set) var reportedSelection = NSRange(location: 0, length: 0)
    private(set) var reportedSuffixLength = 0

    /// The edit the binding last let the host apply itself, until the host reports it: a new text
    /// other than its result is one the binding did not approve.
    var approvedEdit: TextInputEdit?

    /// Whitespace let into the empty field because AutoFill may follow it (see
    /// ``TextInputKeyboardHost/expectsAutoFill``), while it is all the field holds.
    var autoFillPlaceholder: String?

    /// The text and selection before an input method started composing, while it composes.
    var compositionStart: TextAndSelection?

    /// The provisional suffix the text ended with when an input method started composing before
    /// it (a mask's remainder after the caret), while it composes: the host still shows it, and
    /// it is no part of what is committed.
    var compositionSuffix: String?

    /// What the conversation waits for: the previous delegate's answer, the host's AutoFill
    /// expectation, or the binding's report before it goes on.
    var pending: Pending?

    /// Return in a multi-line host and what the host showed, while the app's delegate and the
    /// plugins are offered it: apart from ``pending``, since what they do about Return (a
    /// completion accepted, text set) is a conversation of its own meanwhile.
    var offeredReturn: (question: TextInputHostQuestion, host: TextInputHostSnapshot)?

    /// Whether the conversation has found text the host shows without its approval since the
    /// last report, for the binding's decision log to say so before the format's answer to it.
    package internal(set) var noticedUnapprovedText = false

    /// The part of a text that keys can edit: the formatter's
    /// ``TextInputFormatterType/editableRange(in:)``.
    let editableRange: @Sendable (String) -> Range<String.Index>

    /// A conversation in which nothing has been reported yet, about a field whose format can
    /// edit `editableRange` of a text (all of it unless told otherwise).
    package init(editableRange: @escaping @Sendable (String) -> Range<String.Index> = { $0.startIndex..<$0.endIndex }) {
        self.editableRange = editableRange
    }

    /// Takes `event` and returns what the binding does about it, asking the formatter with
    /// `validate` about the edits it needs answered.
    package mutating func decide(_ event: TextInputHostEvent, validate: TextInputEditValidation) -> TextInputHostDecision {
        switch event {
        case let .shouldReplace(question, host):
            return shouldReplace(question, in: host, validate: validate)
        case let .answered(inquiry, answer, host):
            return answered(inquiry, answer, in: host, validate: validate)
        case let .replace(range, string, kind, host):
            return formattingUnapprovedText(
                in: host, thenReplacing: range, with: string, kind: kind, then: .appEdit(range, string, kind), validate: validate
            ) ?? replacing(range, with: string, kind: kind, in: host, validate: validate)
        case let .setWholeText(string, keepingRefusedText, host):
            let edit = TextInputEdit.pasting(string, kind: .programmatic)
            guard let text = validate(edit, .wholeText).outcome(of: edit)?.text ?? (keepingRefusedText ? nil : "") else {
                return .keep(then: [])
            }
            return decide(.set(text, selectedUTF16Range: nil, rereadingValue: !keepingRefusedText, in: host), validate: validate)
        case let .set(text, selection, rereadingValue, host):
            let effects: TextInputHostDecision.Effects = rereadingValue ? [.report, .rereadValue] : .report
            let isShown = text.hasSameUTF8(as: host.text)
            let selection = selection ?? (isShown ? host.selectedUTF16Range : NSRange(location: text.utf16.count, length: 0))
            guard !isShown || selection != host.selectedUTF16Range else { return .keep(then: effects) }
            // Setting the whole text ends a composition: the host drops its marked text, and
            // the next edit is the user's own, not the commit of what was composed.
            (compositionStart, compositionSuffix) = (nil, nil)
            return .rewrite(text, selectedUTF16Range: selection, answeringUserEdit: false, then: effects)
        case .resumed:
            guard let pending = pending.take() else { return .keep(then: []) }
            return resuming(pending, validate: validate)
        case let .changed(host):
            return changed(in: host, validate: validate)
        case let .beganEditing(host):
            // A field that takes the focus puts the caret where it likes (at the end), even where
            // the format last put it: it goes back into the editable text, and the binding
            // reports it after the focus.
            let decision = formattingUnapprovedText(in: host, otherwise: [], validate: validate)
            guard case .keep = decision, let editable = selectionKeptEditable(in: host, evenIfReported: true) else { return decision }
            return .select(editable, then: [])
        case let .returnOrEndOfEditing(host):
            return formattingUnapprovedText(in: host, otherwise: [], validate: validate)
        case let .endedEditing(handedOver, host):
            return endingEditing(in: host, handedOver: handedOver)
        case let .unbound(host):
            (compositionStart, compositionSuffix, approvedEdit, autoFillPlaceholder, pending, offeredReturn) = (nil, nil, nil, nil, nil, nil)
            return droppingProvisionalText(in: host, then: [.forgetProvisionalText, .report])
        }
    }

    /// The decision about ``TextInputHostEvent/shouldReplace(_:in:)``, the host's question before
    /// each edit: for the binding to call without building the event.
    package mutating func shouldReplace(
        _ question: TextInputHostQuestion,
        in host: TextInputHostSnapshot,
        validate: TextInputEditValidation
    ) -> TextInputHostDecision {
        if TextInputMultilineReturn.isReturn(question, in: host) {
            offeredReturn = (question, host)
            return .ask(.returnKey)
        }
        return askingAbout(question, in: host, validate: validate)
    }

    /// The decision about a question that is not Return offered first: composition, the
    /// previous delegate, then the answer.
    private mutating func askingAbout(
        _ question: TextInputHostQuestion,
        in host: TextInputHostSnapshot,
        validate: TextInputEditValidation
    ) -> TextInputHostDecision {
        if question.kind == .markedText || host.markedUTF16Range != nil {
            return lettingInputMethodCompose(in: host)
        }
        guard question.asksPreviousDelegate else { return answering(question, in: host, validate: validate) }
        pending = .previousDelegate(question)
        return .ask(.previousDelegate(question.range, with: question.string, kind: question.kind))
    }

    /// Goes on with the question `inquiry` was asked for, now that it has its answer.
    private mutating func answered(
        _ inquiry: TextInputHostInquiry,
        _ answer: Bool,
        in host: TextInputHostSnapshot,
        validate: TextInputEditValidation
    ) -> TextInputHostDecision {
        if inquiry == .returnKey {
            guard let (question, asked) = offeredReturn.take(),
                TextInputMultilineReturn.typesLineBreak(goesOn: answer, asked: asked, now: host)
            else { return .keep(then: []) }
            return askingAbout(question, in: host, validate: validate)
        }
        switch (inquiry, pending.take()) {
        case let (.previousDelegate, .previousDelegate(question)?):
            return answer ? answering(question, in: host, validate: validate) : .keep(then: [])
        case let (.expectsAutoFill, .autoFillExpectation(question, asked)?):
            return answeringAutoFillSpace(question, in: asked, expectsAutoFill: answer, validate: validate)
        default:
            return .keep(then: [])
        }
    }

    /// The decision about ``TextInputHostEvent/changed(in:)``, the host's report after each edit:
    /// for the binding to call without building the event. When the text is the one reported, a
    /// caret or selection the user moved into fixed text goes back into the editable text.
    package mutating func changed(in host: TextInputHostSnapshot, validate: TextInputEditValidation) -> TextInputHostDecision {
        let decision = formattingUnapprovedText(in: host, otherwise: .report, validate: validate)
        guard case .keep = decision, let editable = selectionKeptEditable(in: host) else { return decision }
        return .select(editable, then: .report)
    }

    /// Records what the binding reports of a host showing `text` and `selection` while the memory
    /// holds `provisionalSuffix`. Answers the text the user entered (without the provisional
    /// suffix), the selection to report (within the entered text), and which of the two changed
    /// since the last report. The host has shown the approved edit by now, if any.
    package mutating func report(
        _ text: String,
        selectedUTF16Range selection: NSRange,
        provisionalSuffix: String
    ) -> (enteredText: String, selectedUTF16Range: NSRange, changes: TextInputEditingChanges) {
        let suffixLength = text.utf8Length(ofSuffix: provisionalSuffix)
        let entered = text.droppingUTF8Suffix(ofLength: suffixLength)
        var changes: TextInputEditingChanges = []
        approvedEdit = nil
        noticedUnapprovedText = false
        let enteredTextChanged =
            if suffixLength == 0, reportedSuffixLength == 0 {
                !text.hasSameUTF8(as: reportedText)
            } else {
                !entered.hasSameUTF8(as: reportedText.droppingUTF8Suffix(ofLength: reportedSuffixLength))
            }
        if enteredTextChanged {
            changes.insert(.text)
        }
        if selection != reportedSelection {
            changes.insert(.selectedRange)
        }
        (reportedText, reportedSelection, reportedSuffixLength) = (text, selection, suffixLength)
        let enteredLength = entered.utf16.count
        // A selection within the entered text is reported as it is (a mask's remainder follows
        // it); one that reaches into the provisional text (a selected suggestion) as the caret
        // where the entered text ends or the selection starts.
        guard suffixLength > 0, selection.location < 0 || NSMaxRange(selection) > enteredLength else { return (entered, selection, changes) }
        return (entered, NSRange(location: min(selection.location, enteredLength), length: 0), changes)
    }

    /// The text the user entered in `text`, the host's text with `provisionalSuffix` held; nil
    /// when `text` is the one last reported, whose value the binding knows.
    package func unreportedText(_ text: String, provisionalSuffix: String) -> String? {
        guard !text.hasSameUTF8(as: reportedText) else { return nil }
        return text.droppingUTF8Suffix(ofLength: text.utf8Length(ofSuffix: provisionalSuffix))
    }

    /// The host gave up the focus: the AutoFill placeholder goes if it is all the field holds,
    /// and unless the editing goes on in a keyboard bar, so does the provisional text, and the
    /// end of the editing is reported.
    private mutating func endingEditing(in host: TextInputHostSnapshot, handedOver: Bool) -> TextInputHostDecision {
        let ending: TextInputHostDecision.Effects = handedOver ? [] : [.forgetProvisionalText, .report, .reportEndOfEditing]
        let placeholder = autoFillPlaceholder
        autoFillPlaceholder = nil
        if let placeholder, host.text.hasSameUTF8(as: placeholder) {
            return .rewrite("", selectedUTF16Range: NSRange(location: 0, length: 0), answeringUserEdit: true, then: ending)
        }
        return handedOver ? .keep(then: []) : droppingProvisionalText(in: host, then: ending)
    }

    /// Removes the provisional suffix from the host's text, keeping the selection within what
    /// is left.
    private func droppingProvisionalText(
        in host: TextInputHostSnapshot,
        then effects: TextInputHostDecision.Effects
    ) -> TextInputHostDecision {
        let length = host.text.utf8Length(ofSuffix: host.provisionalSuffix)
        guard length > 0 else { return .keep(then: effects) }
        let entered = host.text.droppingUTF8Suffix(ofLength: length)
        // The host's selection may be anything (NSNotFound, negative): clamped, never added up.
        let selection = host.selectedUTF16Range.clamped(toUTF16Length: entered.utf16.count)
        return .rewrite(entered, selectedUTF16Range: selection, answeringUserEdit: false, then: effects)
    }
}
