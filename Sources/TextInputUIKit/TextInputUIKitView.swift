#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

/// What a host reads and writes of a UIKit text view. `UITextField` and `UITextView` declare the
/// members below alike, and spell the last few differently, which each gives in a few lines: one
/// host (``UITextInputViewHost``) and one traits step serve both.
@MainActor
protocol TextInputUIKitView: UIView, TextInputPlatformView {
    // UITextInput.
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    func unmarkText()
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?

    // UITextInputTraits, settable on both.
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var textContentType: UITextContentType! { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    @available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    var inlinePredictionType: UITextInlinePredictionType { get set }

    /// The views the responder shows with the keyboard; settable on both.
    var inputAccessoryView: UIView? { get set }
    var inputView: UIView? { get set }

    // Spelled differently by the two classes.
    /// The text; empty when UIKit reports none.
    var shownText: String { get set }
    /// Shows `text` styled, which also replaces the text.
    func showStyledText(_ text: NSAttributedString)
    /// The attributes text is drawn with when it has none of its own.
    var plainTextAttributes: [NSAttributedString.Key: Any] { get }
    /// The view's delegate, which the host takes the place of.
    var anyDelegate: (any NSObjectProtocol)? { get set }
}

extension UITextField: TextInputUIKitView {
    var shownText: String {
        get { text ?? "" }
        set { text = newValue }
    }
    func showStyledText(_ text: NSAttributedString) { attributedText = text }
    var plainTextAttributes: [NSAttributedString.Key: Any] { defaultTextAttributes }
    package var isEditingText: Bool { isEditing }
    package var canTakeFocus: Bool { isEnabled && !isHidden }
    package var placeholderText: String? { placeholder }
    var anyDelegate: (any NSObjectProtocol)? {
        get { delegate }
        set { delegate = newValue as? UITextFieldDelegate }
    }
}

#if os(iOS) || os(visionOS)
/// A text view is editable on iOS and visionOS only (tvOS has no `isEditable`).
extension UITextView: TextInputUIKitView {
    var shownText: String {
        get { text ?? "" }
        set { text = newValue }
    }
    func showStyledText(_ text: NSAttributedString) { attributedText = text }
    var plainTextAttributes: [NSAttributedString.Key: Any] { typingAttributes }
    package var isEditingText: Bool { isFirstResponder }
    package var canTakeFocus: Bool { isEditable && !isHidden }
    var anyDelegate: (any NSObjectProtocol)? {
        get { delegate }
        set { delegate = newValue as? UITextViewDelegate }
    }
}
#endif

extension UIResponder {
    /// Shows a changed input view or input accessory view at once: a first responder shows them
    /// only once its input views reload; any other responder reads them when it becomes first
    /// responder.
    func reloadInputViewsIfFirstResponder() {
        guard isFirstResponder else { return }
        reloadInputViews()
    }
}
#endif
