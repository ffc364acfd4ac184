#if os(iOS) || os(visionOS)
import TextInputCore
import UIKit

/// A `UITextView` seen as a ``TextInputCore/TextInputHost``: the shared
/// ``UITextInputViewHost`` with the text view's delegate protocol. You rarely touch it;
/// `format.bind(to: textView)` creates it.
///
/// ```swift
/// let binding = TextInputFormats.plain.filter(constrainingCharactersCount: 200).bind(to: notesView)
/// let host = binding.host as? UITextViewHost   // host?.textView === notesView
/// ```
///
/// A text view has no Return of its own: it asks about a typed line break, which the binding
/// offers to its plugins first (a form navigator moving on) and lets in otherwise.
@MainActor
public final class UITextViewHost: UITextInputViewHost {
    /// The text view this host speaks for; nil once it is gone.
    public var textView: UITextView? {
        view as? UITextView
    }

    /// The delegate the app had set on the text view.
    var appDelegate: (any UITextViewDelegate)? {
        appDelegateObject as? UITextViewDelegate
    }

    /// The host already attached to `textView`, or a new one.
    static func host(for textView: UITextView) -> UITextViewHost {
        existingHost(for: textView) as? UITextViewHost ?? UITextViewHost(view: textView, kind: .uiTextView)
    }

    /// UIKit tells the delegate and posts `textDidChangeNotification` for the user's edits.
    override func didAnswerUserEdit() {
        textView.map { appDelegate?.textViewDidChange?($0) }
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: textView)
    }
}

/// The host is the text view's delegate while a binding is attached, as a field's host is the
/// field's: questions go to the app's delegate first, reports to the binding first, and every
/// method the host does not implement goes to the app's delegate unchanged.
extension UITextViewHost: UITextViewDelegate {
    /// Asks the app's delegate, then the binding, whether UIKit may apply an edit; a line break
    /// typed over the selection is Return, which the binding's plugins hear first.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        TextInputAppDelegateSharing.answer(
            app: appDelegate?.textView?(textView, shouldChangeTextIn: range, replacementText: text)
        ) { sequencer.ask(self) { $0.host(self, shouldReplaceCharactersIn: range, with: text, kind: $1) } }
    }

    /// Asks the app's delegate whether the text view may begin editing; when it may, it shows
    /// the return key the binding's plugins ask for, unless the app set its own.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        TextInputAppDelegateSharing.answer(app: appDelegate?.textViewShouldBeginEditing?(textView)) {
            applyReturnKey()
            return true
        }
    }

    /// Tells the binding, then the app's delegate, that editing began.
    public func textViewDidBeginEditing(_ textView: UITextView) {
        tellBinding { $0.hostDidBeginEditing(self) }
        appDelegate?.textViewDidBeginEditing?(textView)
    }

    /// Tells the binding, then the app's delegate, that editing ended.
    public func textViewDidEndEditing(_ textView: UITextView) {
        tellBinding { $0.hostDidEndEditing(self) }
        appDelegate?.textViewDidEndEditing?(textView)
    }

    /// Tells the binding, then the app's delegate, that UIKit applied an edit (or an input
    /// method changed its marked text).
    public func textViewDidChange(_ textView: UITextView) {
        sequencer.didChangeText(self)
        appDelegate?.textViewDidChange?(textView)
    }

    /// Tells the binding that the caret moved, unless the host moved it itself.
    public func textViewDidChangeSelection(_ textView: UITextView) {
        sequencer.didChangeSelection(self)
        appDelegate?.textViewDidChangeSelection?(textView)
    }
}
#endif
