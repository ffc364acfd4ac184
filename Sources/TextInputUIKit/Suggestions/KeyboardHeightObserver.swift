#if canImport(UIKit) && !os(watchOS)
#if os(iOS)
import UIKit

/// Tells a suggestions view how high its field's keyboard is, so that the view can take the
/// keyboard's place at the same height. It listens while the field shows the keyboard itself
/// (not the suggestions), and leaves the decision about what counts to
/// ``TextInputCore/KeyboardReplacementHeight``.
@MainActor
final class KeyboardHeightObserver: NSObject {
    private weak var textField: UITextField?
    private weak var suggestionsView: TextInputSuggestionsView?

    init(textField: UITextField, suggestionsView: TextInputSuggestionsView) {
        self.textField = textField
        self.suggestionsView = suggestionsView
        super.init()
        // A selector observer is removed by the notification center itself once the observer
        // is deallocated.
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(keyboardWillChangeFrame(_:)),
            name: UIResponder.keyboardWillChangeFrameNotification,
            object: nil
        )
    }

    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let textField, let suggestionsView,
              textField.isFirstResponder, textField.inputView == nil,
              let window = textField.window,
              let change = KeyboardFrameChange(notification),
              let frame = change.frame(in: window)
        else { return }
        suggestionsView.keyboardHeights.noteKeyboard(
            frame: frame,
            accessoryHeight: textField.inputAccessoryView?.bounds.height ?? 0,
            in: window.bounds
        )
    }
}
#endif
#endif
