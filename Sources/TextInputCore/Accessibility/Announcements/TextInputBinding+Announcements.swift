import Foundation

/// What a binding tells its announcer: the state of its field, and why it refused an edit.
@MainActor
protocol TextInputAnnouncementSource: AnyObject {
    /// The field's name and verdict now.
    var announcedState: TextInputAnnouncedState { get }
    /// Whether the field's text was incomplete one Character short of its end: whether its
    /// format has incomplete texts on the way to this one, so that "complete" is news.
    var startsIncomplete: Bool { get }
    /// Why the format refused `edit`.
    func refusalReason(of edit: TextInputEdit) -> TextInputAnnouncement.Reason
}

/// A plugin that hears of the edits a binding's format refuses.
@MainActor
protocol TextInputRefusalListener: AnyObject {
    /// Whether the listener wants refusals now (a screen reader listens): the binding works out
    /// what was refused only when one does.
    var wantsRefusals: Bool { get }
    /// `binding`'s format refused `edit`, typed or pasted.
    func binding(_ binding: any TextInputBindingType, didRefuse edit: TextInputEdit)
}

/// A plugin that hears what a screen reader should echo after a rewrite for the user's edit.
@MainActor
protocol TextInputEchoListener: AnyObject {
    /// Whether the listener wants the echo now (a screen reader listens): the binding works
    /// the echo out only when one does.
    var wantsEcho: Bool { get }
    /// `binding` rewrote its field for the user's edit; `echo` is what was typed or removed.
    func binding(_ binding: any TextInputBindingType, didEcho echo: TextInputTypingEcho)
}

extension TextInputBinding: TextInputAnnouncementSource {
    var announcedState: TextInputAnnouncedState {
        let status = status
        let value = value
        let text = enteredText
        var name: TextInputAnnouncedName?
        var problem: TextInputAnnouncement.Reason?
        if let announced = value.flatMap({ $0 as? any TextInputAnnouncedValue }) {
            name = announced.announcedName
            problem = status == .invalid ? announced.announcedProblem(status: status) : nil
        } else if value == nil, status != .empty, let type = Value.self as? any TextInputAnnouncedValue.Type {
            name = type.announcedName(ofTextWithoutValue: text)
            problem = status == .invalid ? type.announcedProblem(ofTextWithoutValue: text) : nil
        }
        if status == .invalid, let reason = format.reasons?.problem(text) { problem = reason }
        // QuickType asks about a space before it fills the field: a field that holds nothing
        // but white space has nothing to announce yet.
        let isBlank = status == .empty || text.allSatisfy(\.isWhitespace)
        return TextInputAnnouncedState(
            isEmpty: isBlank, isIncomplete: status == .incomplete, name: name,
            verdict: TextInputAnnouncedVerdict(status: status, problem: problem))
    }

    var startsIncomplete: Bool {
        format.status(of: String(enteredText.dropLast()), memory: memory) == .incomplete
    }

    /// The format's own reason, or its value type's; else "field full" when the format takes
    /// the same insertion once the field's last Character is gone, "digits only" when it takes a
    /// digit where it refused something else, "letters only" when it takes a letter but no digit
    /// there, and "character not allowed" otherwise.
    func refusalReason(of edit: TextInputEdit) -> TextInputAnnouncement.Reason {
        if let reason = format.reasons?.refusal(edit, memory) { return reason }
        if let reason = (Value.self as? any TextInputAnnouncedValue.Type)?.announcedRefusal(of: edit) { return reason }
        if isTooFull(for: edit) { return .fieldFull }
        let typed = edit.replacementText
        let takesDigit = accepts("0", in: edit)
        if takesDigit, !typed.allSatisfy(\.isNumber) { return .digitsOnly }
        if !takesDigit, accepts("a", in: edit), !typed.allSatisfy(\.isLetter) { return .lettersOnly }
        return .characterNotAllowed
    }

    /// Whether the field is too full for what `edit` inserts at a caret: the format takes its
    /// first Character once the text's last Character is gone.
    private func isTooFull(for edit: TextInputEdit) -> Bool {
        let text = edit.originalText
        let caret = edit.editedRange
        guard let first = edit.replacementText.first, caret.isEmpty, !text.isEmpty else { return false }
        let shortened = String(text.dropLast())
        let shortenedCaret =
            caret.lowerBound == text.endIndex
            ? shortened.endIndex
            : shortened.utf8.index(shortened.startIndex, offsetBy: text.utf8.distance(from: text.startIndex, to: caret.lowerBound))
        return takes(
            TextInputEdit(
                originalText: shortened, originalSelectedRange: shortenedCaret..<shortenedCaret, replacementText: String(first),
                editedRange: shortenedCaret..<shortenedCaret, kind: .typing))
    }

    /// Whether the format takes `probe` in place of what `edit` inserts.
    private func accepts(_ probe: String, in edit: TextInputEdit) -> Bool {
        takes(edit.replacing(with: probe))
    }

    /// Whether the format keeps anything `probe` inserts, asked with a copy of the field's memory.
    private func takes(_ probe: TextInputEdit) -> Bool {
        !answer(to: probe).refusesInsertion(of: probe)
    }

    /// The format's answer to `probe`, asked with a copy of the field's memory.
    private func answer(to probe: TextInputEdit) -> TextInputValidationResult {
        var memory = memory
        return format.formatter.validate(probe, memory: &memory)
    }

    /// Whether `edit` types only characters the field writes itself: no digit, each shown by
    /// the field, in its text or in what digits typed in their place or at the text's start make
    /// of it (a card number's space, a phone number's space or hyphen, an amount's group
    /// separator, a mask's fixed characters), and letters among them refused even in an empty
    /// field, so never the user's to enter (a phone extension's label, "ext"). The field puts
    /// them where they belong; typing one is no mistake to be told of.
    private func typesCharactersTheFieldWrites(_ edit: TextInputEdit) -> Bool {
        let typed = edit.replacementText
        guard !typed.contains(where: \.isNumber) else { return false }
        let unseen = typed.filter { !edit.originalText.contains($0) }
        if !unseen.isEmpty {
            // Digits typed in their place (or at the start, where a full field has room for
            // none there), a few more at a time, up to as many as a phone number needs before
            // its plan groups it.
            let start = edit.originalText.startIndex
            var atStart = edit
            (atStart.editedRange, atStart.originalSelectedRange) = (start..<start, start..<start)
            let shows = [edit, atStart].contains { place in
                stride(from: 1, through: 10, by: 3).contains { count in
                    guard case let .changed(text, _) = answer(to: place.replacing(with: String(repeating: "5", count: count))) else { return false }
                    return unseen.allSatisfy(text.contains)
                }
            }
            guard shows else { return false }
        }
        guard typed.contains(where: \.isLetter) else { return true }
        return !takes(TextInputEdit.pasting(typed, kind: edit.kind))
    }

    /// Whether a plugin wants to hear of refused edits now: with no screen reader listening, no
    /// refusal is worked out.
    var wantsRefusals: Bool {
        plugins.contains { ($0 as? any TextInputRefusalListener)?.wantsRefusals == true }
    }

    /// Whether a plugin wants the echo of a rewrite now: with no screen reader listening, no
    /// echo is worked out.
    var wantsEcho: Bool {
        plugins.contains { ($0 as? any TextInputEchoListener)?.wantsEcho == true }
    }

    /// Tells the echo listeners that want it what `edit`, shown as `shownText` by a rewrite,
    /// typed or removed.
    func reportEcho(of edit: TextInputEdit, showing shownText: String) {
        guard let echo = TextInputTypingEcho(of: edit, showing: shownText) else { return }
        for case let listener as any TextInputEchoListener in plugins where listener.wantsEcho {
            listener.binding(self, didEcho: echo)
        }
    }

    /// Tells the plugins that listen for refusals that the format refused `edit`: typed,
    /// pasted (or the remainder of a paste the field kept the beginning of), or a deletion the
    /// format refused; called with the format's answer to every edit of a field that has
    /// plugins. A separator the field writes itself is no refusal worth telling.
    func reportRefusal(of edit: TextInputEdit, result: TextInputValidationResult) {
        guard result.refusesInsertion(of: edit) else { return }
        if edit.replacementText.isEmpty {
            // A deletion is told only when the format says why it refused it.
            guard result == .rejected, [.deleteBackward, .deleteForward, .cut].contains(edit.kind),
                format.reasons?.refusal(edit, memory) != nil
            else { return }
        } else {
            guard edit.kind == .typing || edit.kind == .paste, !typesCharactersTheFieldWrites(edit),
                (Value.self as? any TextInputAnnouncedValue.Type)?.typesLabelTheFieldWrote(edit) != true
            else { return }
        }
        for case let listener as any TextInputRefusalListener in plugins where listener.wantsRefusals {
            listener.binding(self, didRefuse: edit)
        }
    }
}
