import Foundation

/// What a host decides for a text system that asks about each edit the way AppKit's `Formatter`
/// does (`isPartialStringValid(_:proposedSelectedRange:originalString:originalSelectedRange:errorDescription:)`):
/// "may the field show this string instead of that one?", answered yes, no, or "show this
/// instead". Such a text system applies the answer itself, so a rewrite the binding makes while
/// it answers cannot be written into the field: the session holds it and hands it back as the
/// answer. Around the questions, it decides which of the text system's reports are news to the
/// binding, and what the key commands the text system names before an edit do.
///
/// The host owns one session, points ``host`` at itself, reads its contents through
/// ``askedText`` and ``askedSelection`` first, writes through ``write(_:selection:through:)``
/// and ``select(_:through:)``, and passes every report on unchanged.
///
/// ```swift
/// let answer = session.answer(proposed: "1234 5", original: "1234 ", originalSelection: NSRange(location: 5, length: 0),
///                             editorText: "1234 ", editorSelection: NSRange(location: 5, length: 0))
/// // .accept, .reject, or .replace(text, selection:) for the formatter to hand back
/// ```
@MainActor
package final class TextInputPartialStringSession {
    /// What the binding answered, in the form the formatter gives it.
    package enum Answer: Hashable, Sendable {
        /// The text system applies the proposed string and selection.
        case accept
        /// The text system keeps the original string.
        case reject
        /// The text system shows this text and selection instead.
        case replace(String, selection: NSRange)
    }

    /// The host whose binding answers; the host owns the session.
    package weak var host: (any TextInputHost)?

    /// While a question is answered: the text and selection asked about, which the host reports
    /// as its contents; a rewrite the binding makes meanwhile replaces them.
    private var pendingEdit: (text: String, selection: NSRange)?
    /// True while the host changes the field itself: the text system's reports of that change
    /// are not news to the binding, which made it.
    private var isApplyingRewrite = false
    /// The kind of the edit a key command the text system is about to perform names
    /// (`deleteBackward:`, `deleteForward:`…), until the edit is asked about or made.
    private var commandEditKind: TextInputEditKind?
    /// Whether the last answer was a rewrite: AppKit reports it to the delegate as a failed
    /// validation, which the app should hear only for a real rejection.
    private var lastAnswerWasRewrite = false
    /// Whether the binding was told that this editing session began: AppKit can end a session
    /// it never reported beginning (the field took the focus and lost it without a change).
    private var hasReportedBeginning = false

    /// A session with no host yet.
    package init() {}

    /// The text asked about, while a question is answered.
    package var askedText: String? {
        pendingEdit?.text
    }

    /// The selection asked about (or the one a rewrite chose), while a question is answered.
    package var askedSelection: NSRange? {
        pendingEdit?.selection
    }

    // MARK: - The question

    /// Puts the text system's question to the binding: the edit, its kind and the selection
    /// before it are read from the two texts, the changed range (AppKit's `origSelRange`) and the
    /// field editor's selection while it still holds `original` (``TextInputPartialStringChange``).
    /// A deletion command named just before beats the kind inferred. A question the host's own
    /// rewrite raises, or one with no binding or no change, is accepted.
    package func answer(
        proposed: String,
        original: String,
        originalSelection: NSRange,
        editorText: String?,
        editorSelection: NSRange?
    ) -> Answer {
        guard !isApplyingRewrite, let host, let hostDelegate = host.hostDelegate else { return .accept }
        guard
            let change = TextInputPartialStringChange(
                original: original,
                proposed: proposed,
                changedRange: originalSelection,
                editorSelection: editorText == original ? editorSelection : nil,
                isComposing: host.markedUTF16Range != nil
            )
        else { return .accept }
        return ask(
            hostDelegate, host, replacing: change.range, with: change.replacement, kind: change.kind,
            in: original, selection: change.selection)
    }

    /// Puts a text view's question to the binding (AppKit's
    /// `textView(_:shouldChangeTextIn:replacementString:)`): `range` of `original` replaced with
    /// `replacement`, an edit of `kind` as the text view tells it, with `selection` before it. A
    /// change of attributes only (no `replacement`), a question the host's own rewrite raises,
    /// or one with no binding is accepted; a deletion command named just before beats `kind`.
    package func answer(
        replacing range: NSRange,
        with replacement: String?,
        kind: TextInputEditKind,
        in original: String,
        selection: NSRange
    ) -> Answer {
        guard !isApplyingRewrite, let replacement, let host, let hostDelegate = host.hostDelegate else { return .accept }
        return ask(hostDelegate, host, replacing: range, with: replacement, kind: kind, in: original, selection: selection)
    }

    /// Asks the binding about one edit, holding a rewrite it makes meanwhile as the answer.
    private func ask(
        _ hostDelegate: any TextInputHostDelegate,
        _ host: any TextInputHost,
        replacing range: NSRange,
        with replacement: String,
        kind: TextInputEditKind,
        in original: String,
        selection: NSRange
    ) -> Answer {
        let named = replacement.isEmpty && kind != .markedText ? commandEditKind : nil
        commandEditKind = nil
        pendingEdit = (original, selection)
        let accepted = hostDelegate.host(host, shouldReplaceCharactersIn: range, with: replacement, kind: named ?? kind)
        let outcome = pendingEdit
        pendingEdit = nil
        lastAnswerWasRewrite = false
        if accepted { return .accept }
        guard let outcome, outcome.text != original || outcome.selection != selection else { return .reject }
        lastAnswerWasRewrite = true
        return .replace(outcome.text, selection: outcome.selection)
    }

    /// Whether the app's delegate should hear that validation failed: only for a real
    /// rejection, not for an answer that rewrote the text.
    package var forwardsValidationFailure: Bool {
        !lastAnswerWasRewrite
    }

    // MARK: - Writing

    /// Writes a rewrite the binding made: during a question it becomes the answer; otherwise
    /// `apply` writes it into the field, whose reports of it the binding does not hear.
    package func write(_ text: String, selection: NSRange, through apply: () -> Void) {
        guard pendingEdit == nil else {
            pendingEdit = (text, selection)
            return
        }
        applyingRewrite(apply)
    }

    /// Moves the selection as the binding asked: during a question it becomes the answer's
    /// selection; otherwise `apply` sets it, and the binding does not hear of it.
    package func select(_ range: NSRange, through apply: () -> Void) {
        guard pendingEdit == nil else {
            pendingEdit?.selection = range
            return
        }
        applyingRewrite(apply)
    }

    private func applyingRewrite(_ apply: () -> Void) {
        let wasApplyingRewrite = isApplyingRewrite  // rewrites can nest through app callbacks
        isApplyingRewrite = true
        defer { isApplyingRewrite = wasApplyingRewrite }
        apply()
    }

    // MARK: - Reports

    /// The text system's first change of an editing session (AppKit's
    /// `controlTextDidBeginEditing`): the binding hears that editing began.
    package func didBeginEditing() {
        hasReportedBeginning = true
        tellBinding { $0.hostDidBeginEditing($1) }
    }

    /// The text changed: news to the binding unless the host changed it. A command's edit kind
    /// is spent either way.
    package func didChangeText() {
        commandEditKind = nil
        guard !isApplyingRewrite else { return }
        tellBinding { $0.hostDidChangeText($1) }
    }

    /// Editing ended: the binding hears it only for a session it heard begin.
    package func didEndEditing() {
        guard hasReportedBeginning else { return }
        hasReportedBeginning = false
        tellBinding { $0.hostDidEndEditing($1) }
    }

    /// A text view's selection changed (AppKit's window-wide field editor posts this for every
    /// field it edits): news to the binding only when `textView` is `fieldEditor`, the one
    /// editing this field, and neither a rewrite nor a question is under way.
    package func didChangeSelection(of textView: AnyObject?, fieldEditor: AnyObject?) {
        guard !isApplyingRewrite, pendingEdit == nil, let fieldEditor, textView === fieldEditor else { return }
        tellBinding { $0.hostDidChangeSelection($1) }
    }

    // MARK: - Commands

    /// Performs a key command the text system names before it acts (AppKit's
    /// `control(_:textView:doCommandBy:)`, by selector name), once the app's delegate left it;
    /// answers whether the host handled it, so that the text system does not.
    ///
    /// Return (`insertNewline:`) goes to the binding's plugins, handled when they keep it (a form
    /// navigator moving on); in a multi-line host it is left to the text system, which then asks
    /// about the line break it types, and the binding offers Return to its plugins there
    /// (`TextInputMultilineReturn`). Tab and Shift-Tab (`insertTab:`, `insertBacktab:`) are the
    /// navigator's Next and Previous when one takes them, and the text system's own otherwise
    /// (AppKit's key-view loop). A deletion command names the kind of the edit about to be
    /// asked about (``TextInputEditKind/init(appKitCommand:)``); the text system performs it.
    package func perform(command: String) -> Bool {
        let binding = host?.hostDelegate as? any TextInputBindingType
        switch command {
        case "insertNewline:":
            guard let host, !host.isMultiline, let hostDelegate = host.hostDelegate else { return false }
            return !hostDelegate.hostShouldReturn(host)
        case "insertTab:":
            return binding?.performToolbarItem(.next(isEnabled: true)) ?? false
        case "insertBacktab:":
            return binding?.performToolbarItem(.previous(isEnabled: true)) ?? false
        default:
            commandEditKind = TextInputEditKind(appKitCommand: command)
            return false
        }
    }

    private func tellBinding(_ report: (any TextInputHostDelegate, any TextInputHost) -> Void) {
        guard let host, let hostDelegate = host.hostDelegate else { return }
        report(hostDelegate, host)
    }
}
