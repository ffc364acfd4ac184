// Stand-in for Apple's UIKit: the text view and its delegate. See UIKit.swift.
import class Foundation.NSNotification
import class Foundation.NSAttributedString

/// Row: `UITextViewDelegate`: `@MainActor protocol UITextViewDelegate : NSObjectProtocol, UIScrollViewDelegate`.
/// Its requirements are optional in Apple's (Objective-C) protocol: here each has a default
/// implementation, and the rewrite turns the adapters' `?(` calls into
/// `objcOptionalRequirement?.` calls.
@MainActor public protocol UITextViewDelegate: NSObjectProtocol {
    /// Row: `textView(_:shouldChangeTextIn:replacementText:)`.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Row: `textViewShouldBeginEditing(_:)`.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Row: `textViewDidBeginEditing(_:)`.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Row: `textViewDidEndEditing(_:)`.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Row: `textViewDidChange(_:)`.
    func textViewDidChange(_ textView: UITextView)
    /// Row: `textViewDidChangeSelection(_:)`.
    func textViewDidChangeSelection(_ textView: UITextView)
}
extension UITextViewDelegate {
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Row: `UITextView.delegate`: `@MainActor class UITextView : UIScrollView` (with `UITextInput`
/// and `UITextInputTraits`, whose members it declares here as `UITextField` does).
@MainActor open class UITextView: UIScrollView {
    /// Row: `UITextView.delegate`.
    open weak var delegate: (any UITextViewDelegate)?
    /// Row: `UITextView.text`: `var text: String! { get set }`.
    open var text: String!
    /// Row: `UITextView.attributedText`: `@NSCopying var attributedText: NSAttributedString! { get set }`.
    open var attributedText: NSAttributedString!
    /// Row: `UITextView.typingAttributes`.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Row: `UITextView.isEditable`.
    open var isEditable: Bool = true
    /// Row: `UITextView.font` (the example): `var font: UIFont? { get set }`.
    open var font: UIFont?
    /// Row: `UIContentSizeCategoryAdjusting.adjustsFontForContentSizeCategory`.
    open var adjustsFontForContentSizeCategory: Bool = false
    /// Row: `UITextView.inputAccessoryView` / `inputView`.
    open override var inputAccessoryView: UIView? { get { nil } set {} }
    open override var inputView: UIView? { get { nil } set {} }
    /// Row: `UITextInput.selectedTextRange`.
    open var selectedTextRange: UITextRange?
    /// Row: `UITextInput.markedTextRange`.
    open var markedTextRange: UITextRange? { nil }
    /// Row: `UITextInput.unmarkText()`.
    open func unmarkText() {}
    /// Row: `UITextInput.beginningOfDocument`.
    open var beginningOfDocument: UITextPosition { UITextPosition() }
    /// Row: `UITextInput.endOfDocument` (UIKit tests): `var endOfDocument: UITextPosition { get }`.
    open var endOfDocument: UITextPosition { UITextPosition() }
    /// Row: `UIKeyInput.insertText(_:)` / `deleteBackward()` (UIKit tests):
    /// `func insertText(_ text: String)`, `func deleteBackward()`.
    open func insertText(_ text: String) {}
    open func deleteBackward() {}
    /// Row: `UITextInput.offset(from:to:)`.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }
    /// Row: `UITextInput.position(from:offset:)`.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
    /// Row: `UITextInput.textRange(from:to:)`.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { nil }
    /// Row: `UITextInputTraits.keyboardType`.
    open var keyboardType: UIKeyboardType = .default
    /// Row: `UITextInputTraits.returnKeyType`.
    open var returnKeyType: UIReturnKeyType = .default
    /// Row: `UITextInputTraits.textContentType`.
    open var textContentType: UITextContentType!
    /// Row: `UITextInputTraits.autocapitalizationType`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Row: `UITextInputTraits.autocorrectionType`.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Row: `UITextInputTraits.spellCheckingType`.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Row: `UITextInputTraits.smartQuotesType` / `smartDashesType`.
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    /// Row: `UITextInputTraits.smartInsertDeleteType`.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Row: `UITextInputTraits.inlinePredictionType`:
    /// `optional var inlinePredictionType: UITextInlinePredictionType { get set }` (iOS 17).
    @available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    open var inlinePredictionType: UITextInlinePredictionType { get { .default } set {} }
    /// Row: `UITextView.textDidChangeNotification`.
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextViewTextDidChangeNotification")
    /// Row: `UITextField.textDidBeginEditingNotification` / `UITextView.textDidBeginEditingNotification`.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextViewTextDidBeginEditingNotification")
}
