#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

/// An `NSTextView` seen as a ``TextInputCore/TextInputHost``: the shared
/// ``NSTextInputViewHost`` with the text view's delegate protocol. You rarely touch it;
/// `format.bind(to: textView)` creates it.
///
/// ```swift
/// let binding = TextInputFormats.plain.filter(constrainingCharactersCount: 200).bind(to: notesView)
/// let host = binding.host as? NSTextViewHost   // host?.textView === notesView
/// ```
///
/// The text view asks its delegate about each edit, and the host puts the question to the
/// binding; a rewrite the binding makes instead is written into the text view as an undoable
/// change. Return is left to the text view, which asks about the line break it types: the
/// binding offers Return to its plugins first (a form navigator moving on).
@MainActor
public final class NSTextViewHost: NSTextInputViewHost {
    /// The text view this host speaks for; nil once it is gone.
    public var textView: NSTextView? {
        view as? NSTextView
    }

    /// The delegate the app had set on the text view.
    var appDelegate: (any NSTextViewDelegate)? {
        appDelegateObject as? NSTextViewDelegate
    }

    /// The host already attached to `textView`, or a new one.
    static func host(for textView: NSTextView) -> NSTextViewHost {
        existingHost(for: textView) as? NSTextViewHost ?? NSTextViewHost(view: textView, kind: .nsTextView)
    }
}

/// The host is the text view's delegate while a binding is attached, as a field's host is the
/// field's: questions and commands go to the app's delegate first, reports to the binding
/// first, and every method the host does not implement goes to the app's delegate unchanged.
extension NSTextViewHost: NSTextViewDelegate {
    /// Asks the app's delegate, then the binding, whether AppKit may apply an edit (`nil`
    /// `replacementString`: attributes only, which the binding lets through).
    public func textView(_ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?) -> Bool {
        TextInputAppDelegateSharing.answer(
            app: appDelegate?.textView?(textView, shouldChangeTextIn: affectedCharRange, replacementString: replacementString)
        ) {
            let kind = TextInputEditKind.reported(
                hasMarkedText: textView.hasMarkedText(),
                isUndoing: textView.undoManager?.isUndoing ?? false,
                isRedoing: textView.undoManager?.isRedoing ?? false
            )
            // Yes to apply the edit; no for a rejection, or for the rewrite the binding made
            // instead, which is written now.
            let answer = session.answer(
                replacing: affectedCharRange, with: replacementString, kind: kind,
                in: textView.string, selection: (textView as NSText).selectedRange)
            return answer.isAccepted { setText($0, selectedUTF16Range: $1) }
        }
    }

    /// AppKit sends this with the first change of an editing session, not when the text view
    /// takes the focus.
    public func textDidBeginEditing(_ notification: Notification) {
        session.didBeginEditing()
        appDelegate?.textDidBeginEditing?(notification)
    }

    /// Tells the binding that the text changed, unless the host changed it itself.
    public func textDidChange(_ notification: Notification) {
        session.didChangeText()
        appDelegate?.textDidChange?(notification)
    }

    /// Tells the binding, then the app's delegate, that editing ended.
    public func textDidEndEditing(_ notification: Notification) {
        session.didEndEditing()
        appDelegate?.textDidEndEditing?(notification)
    }

    /// Every command goes to the app's delegate first, whose yes is final, then to Core by name
    /// (`TextInputPartialStringSession.perform(command:)`): Tab and Shift-Tab to a form navigator
    /// when one is attached, a deletion command names the kind of the edit about to be asked
    /// about, and Return is left to the text view, which asks about its line break.
    public func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool {
        TextInputAppDelegateSharing.handled(app: appDelegate?.textView?(textView, doCommandBy: commandSelector)) {
            session.perform(command: NSStringFromSelector(commandSelector))
        }
    }

    /// The completions AppKit offers for the word being typed (see
    /// ``NSTextFieldHost/control(_:textView:completions:forPartialWordRange:indexOfSelectedItem:)``).
    public func textView(
        _ textView: NSTextView,
        completions words: [String],
        forPartialWordRange charRange: NSRange,
        indexOfSelectedItem index: UnsafeMutablePointer<Int>?
    ) -> [String] {
        let offered = offeredCompletions(words, forPartialWordRange: charRange, in: textView.string)
        index.map { $0.pointee = offered.selectedIndex ?? $0.pointee }
        return appDelegate?.textView?(textView, completions: offered.words, forPartialWordRange: charRange, indexOfSelectedItem: index)
            ?? offered.words
    }
}
#endif
