import Foundation

/// A host whose platform asks its delegate about each edit before applying it, and keeps an undo
/// stack of its own: a `UITextField`. ``TextInputRewriteSequencer`` drives it around the question.
@MainActor
package protocol TextInputAskingHost: TextInputHost {
    /// Clears the platform's undo stack, which describes text a rewrite replaced: undoing into it
    /// crashes (rdar 16570390, 32508213).
    func clearUndoStack()

    /// Tells the delegate something through `report`, and does what the host does after each
    /// report (the UIKit host restyles an inline suggestion the plugins changed meanwhile).
    func tellBinding(_ report: (any TextInputHostDelegate) -> Void)

    /// What the platform lets the host know of the kind of the edit it asks about
    /// (`TextInputEditKind.reported(hasMarkedText:isUndoing:isRedoing:)`), read before asking.
    var reportedEditKind: TextInputEditKind { get }
}

/// The order of events around a platform that asks its delegate about an edit and finishes its
/// own handling after the answer, as UIKit does with a `UITextField`.
///
/// After a refused edit UIKit may register it for undo, and on paste it sets the caret
/// (InputMask #32). So a rewrite the binding makes during the question clears the undo stack one
/// turn of the main queue after the answer, and sets the caret the binding chose again if UIKit
/// moved it off; a refused edit that changed nothing leaves both alone. Outside a question a
/// rewrite clears the stack at once. The host's own changes are marked, so that the platform's
/// callbacks about them are not taken for the user's.
///
/// ```swift
/// let sequencer = TextInputRewriteSequencer { work in DispatchQueue.main.async { work() } }
/// let allowed = sequencer.ask(host) { $0.host(host, shouldReplaceCharactersIn: range, with: string, kind: $1) }
/// ```
@MainActor
package final class TextInputRewriteSequencer {
    /// True while the host changes the field itself: the platform's callbacks about that change
    /// are not news to the binding, which made it.
    package private(set) var isApplyingRewrite = false

    /// True while the delegate is asked about an edit the platform has yet to finish.
    package private(set) var isAsking = false

    private var styledProvisionalRange: NSRange?
    private var rewriteDuringQuestion: (text: String, selection: NSRange)?
    private let nextTurn: (@escaping @MainActor () -> Void) -> Void

    /// Creates a sequencer that runs deferred work through `nextTurn`: one turn of the main queue
    /// later on a platform; whenever a test chooses in a test.
    package init(nextTurn: @escaping (@escaping @MainActor () -> Void) -> Void) {
        self.nextTurn = nextTurn
    }

    /// Runs `body` as a change the host makes itself. Changes nest through the app's callbacks.
    package func applyingRewrite<Result>(_ body: () -> Result) -> Result {
        let wasApplyingRewrite = isApplyingRewrite
        isApplyingRewrite = true
        defer { isApplyingRewrite = wasApplyingRewrite }
        return body()
    }

    /// Runs `body`, the host's report of a platform callback about a change, unless the host is
    /// making that change itself: the binding made it and needs no news of it.
    package func unlessApplyingRewrite(_ body: () -> Void) {
        guard !isApplyingRewrite else { return }
        body()
    }

    /// Asks `host`'s delegate through `question`, with the edit's kind as the host reports it, and
    /// answers for the platform: yes when there is no delegate. A refused edit during which the
    /// host was rewritten is settled one turn later.
    package func ask(_ host: some TextInputAskingHost, _ question: (any TextInputHostDelegate, TextInputEditKind) -> Bool) -> Bool {
        guard let delegate = host.hostDelegate else { return true }
        let kind = host.reportedEditKind
        isAsking = true
        rewriteDuringQuestion = nil
        let answer = question(delegate, kind)
        isAsking = false
        if !answer, let rewrite = rewriteDuringQuestion {
            nextTurn { [weak host] in
                guard let host else { return }
                host.clearUndoStack()
                guard let caret = Self.caretToRestore(rewrite, text: host.text, selection: host.selectedUTF16Range) else { return }
                host.setSelectedUTF16Range(caret)
                host.tellBinding { $0.hostDidChangeSelection(host) }
            }
        }
        rewriteDuringQuestion = nil
        return answer
    }

    /// Tells `host`'s delegate that the platform applied an edit, or that an input method changed
    /// its marked text: news unless the host made the change itself.
    package func didChangeText(_ host: some TextInputAskingHost) {
        unlessApplyingRewrite { host.tellBinding { $0.hostDidChangeText(host) } }
    }

    /// Tells `host`'s delegate that the caret moved: news unless the host moved it itself.
    package func didChangeSelection(_ host: some TextInputAskingHost) {
        unlessApplyingRewrite { host.tellBinding { $0.hostDidChangeSelection(host) } }
    }

    /// Notes that the host now shows `text` with `selection`, written by itself. Outside a
    /// question the undo stack is cleared at once when `text` was written; during one, the
    /// question's answer settles it.
    package func didRewrite(_ host: some TextInputAskingHost, text: String, selection: NSRange, changingText: Bool) {
        if isAsking {
            rewriteDuringQuestion = (text, selection)
        } else if changingText {
            host.clearUndoStack()
        }
    }

    /// Restyles `host`'s text for an inline suggestion's provisional `range` through `restyle`,
    /// as a change the host makes itself, when the range changed since the text was last styled;
    /// then clears the undo stack as ``didRestyle(_:)`` does.
    package func restyle(_ host: some TextInputAskingHost, provisionalRange range: NSRange?, _ restyle: () -> Void) {
        guard range != styledProvisionalRange else { return }
        styledProvisionalRange = range
        applyingRewrite {
            restyle()
            didRestyle(host)
        }
    }

    /// Notes that the host wrote its text unstyled: the next provisional range is styled anew.
    package func didWriteUnstyledText() {
        styledProvisionalRange = nil
    }

    /// Clears the undo stack after the host restyled its text: at once, or one turn later during
    /// a question, once the platform has registered the edit it asks about.
    package func didRestyle(_ host: some TextInputAskingHost) {
        guard isAsking else { return host.clearUndoStack() }
        nextTurn { [weak host] in host?.clearUndoStack() }
    }

    /// Whether a host clears the undo manager its view hands out (`clearUndoStack()`): only a
    /// `UITextField`'s, and only while it edits. An editing field has an undo manager of its own,
    /// which UIKit clears anyway when the field resigns first responder, so clearing it loses
    /// only the field's history. A `UITextView` hands out the nearest one up the responder
    /// chain, its window's by default, where clearing would wipe the undo history of the whole
    /// window: its stack is left as UIKit keeps it. A view that is not editing hands out its
    /// window's as well; AppKit's rewrites are undoable changes of the field editor.
    ///
    /// ```swift
    /// TextInputRewriteSequencer.clearsUndoManager(of: .uiTextView, isEditing: true)   // false
    /// ```
    package static func clearsUndoManager(of kind: TextInputHostKind, isEditing: Bool) -> Bool {
        isEditing && kind == .uiTextField
    }

    /// The caret to set again after the platform finished a refused edit: the rewrite's, when the
    /// text is still the rewrite's and the platform moved the selection off it; otherwise nil.
    package static func caretToRestore(
        _ rewrite: (text: String, selection: NSRange),
        text: String,
        selection: NSRange
    ) -> NSRange? {
        text == rewrite.text && selection != rewrite.selection ? rewrite.selection : nil
    }
}
