// Stand-in for Apple's UIKit: controls, the text field and its traits. See UIKit.swift.
import class Foundation.NSNotification
import class Foundation.NSAttributedString

/// Row: `UIControl.addAction(_:for:)`: `@MainActor class UIControl : UIView`.
@MainActor open class UIControl: UIView {
    /// Row: `UIControl.isEnabled`.
    open var isEnabled: Bool = true
    /// Row: `UIControl.addAction(_:for:)`.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    /// Row: `UIControl.removeAction(_:for:)`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    /// Row: `UIControl.sendActions(for:)`.
    open func sendActions(for controlEvents: UIControl.Event) {}

    /// Row: `UIControl.Event.editingChanged`: `struct Event`.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Row: `UIControl.Event.editingDidBegin`.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Row: `UIControl.Event.editingChanged`.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Row: `UIControl.Event.primaryActionTriggered`.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }
    /// Row: `UIButton.setTitle(_:for:)`: `struct State`.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }
}

/// Row: `UIButton.init(type:)`: `@MainActor class UIButton : UIControl`.
@MainActor open class UIButton: UIControl {
    /// Row: `UIButton.init(type:)`.
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    /// Row: `UIButton.init(type:primaryAction:)`.
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { self.init(frame: .zero) }
    /// Row: `UIButton.setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    /// Row: `UIButton.titleLabel`: `var titleLabel: UILabel? { get }`.
    open var titleLabel: UILabel? { nil }
    public enum ButtonType: Int, Sendable { case custom, system }
}

/// Row: `UITextFieldDelegate`: `@MainActor protocol UITextFieldDelegate : NSObjectProtocol`.
/// Its requirements are optional in Apple's (Objective-C) protocol: here each has a default
/// implementation, and the rewrite turns the adapters' `?(` calls into
/// `objcOptionalRequirement?.` calls.
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Row: `textFieldShouldBeginEditing(_:)`.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Row: `textFieldDidBeginEditing(_:)`.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Row: `textFieldDidEndEditing(_:)` (forwarded only).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Row: `textFieldDidEndEditing(_:reason:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Row: `textField(_:shouldChangeCharactersIn:replacementString:)`.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Row: `textField(_:shouldChangeCharactersInRanges:replacementString:)` (iOS 26:
    /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersinranges:replacementstring:)).
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
    func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool
    /// Row: `textFieldShouldReturn(_:)`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Row: `textFieldDidChangeSelection(_:)`.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Row: `textFieldShouldClear(_:)` (forwarded only; the UIKit tests).
    func textFieldShouldClear(_ textField: UITextField) -> Bool
}
extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
    public func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
}

/// Row: `UITextInput.selectedTextRange`: `@MainActor class UITextPosition : NSObject`.
@MainActor open class UITextPosition: NSObject {}
/// Row: `UITextRange.start` / `end`: `@MainActor class UITextRange : NSObject`.
@MainActor open class UITextRange: NSObject {
    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
}

/// Row: `UITextField.delegate`: `@MainActor class UITextField : UIControl` (with `UITextInput`
/// and `UITextInputTraits`, whose members it declares here).
@MainActor open class UITextField: UIControl {
    /// Row: `UITextField.delegate`.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Row: `UITextField.text`.
    open var text: String?
    /// Row: `UITextField.attributedText`: `@NSCopying var attributedText: NSAttributedString? { get set }`.
    open var attributedText: NSAttributedString?
    /// Row: `UITextField.defaultTextAttributes`: `var defaultTextAttributes: [NSAttributedString.Key : Any] { get set }`.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Row: `UITextField.clearsOnBeginEditing` (the UIKit tests).
    open var clearsOnBeginEditing: Bool = false
    /// Row: `UITextField.placeholder`.
    open var placeholder: String?
    /// Row: `UITextField.isEditing`.
    open var isEditing: Bool { false }
    /// Row: `UITextField.font`: `var font: UIFont? { get set }`.
    open var font: UIFont?
    /// Row: `UITextField.font`: `var borderStyle: UITextField.BorderStyle { get set }`.
    open var borderStyle: BorderStyle = .none
    /// Row: `UIContentSizeCategoryAdjusting.adjustsFontForContentSizeCategory`.
    open var adjustsFontForContentSizeCategory: Bool = false
    /// Row: `UITextField.inputAccessoryView`.
    open override var inputAccessoryView: UIView? { get { nil } set {} }
    /// Row: `UITextField.inputView`.
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
    /// Row: `UITextInput.setMarkedText(_:selectedRange:)` (UIKit tests):
    /// `func setMarkedText(_ markedText: String?, selectedRange: NSRange)`.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
    /// Row: `UITextInput.replace(_:withText:)` (UIKit tests): `func replace(_ range: UITextRange, withText text: String)`.
    open func replace(_ range: UITextRange, withText text: String) {}
    /// Row: `UIResponderStandardEditActions.paste(_:)` (UIKit tests): `func paste(_ sender: Any?)`.
    open func paste(_ sender: Any?) {}
    /// Row: `UITextInput.offset(from:to:)`.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }
    /// Row: `UITextInput.position(from:offset:)`.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
    /// Row: `UITextInput.textRange(from:to:)`.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { nil }
    /// Row: `UITextInputTraits.keyboardType`.
    open var keyboardType: UIKeyboardType = .default
    /// Row: `UITextInputTraits.keyboardAppearance` (bar).
    open var keyboardAppearance: UIKeyboardAppearance = .default
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
    /// `optional var inlinePredictionType: UITextInlinePredictionType { get set }` (iOS 17:
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/inlinepredictiontype).
    @available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    open var inlinePredictionType: UITextInlinePredictionType { get { .default } set {} }
    /// Row: `UITextInputTraits.isSecureTextEntry` (bar).
    open var isSecureTextEntry: Bool = false
    /// Row: `UITextField.textDidChangeNotification`.
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
    /// Row: `UITextField.textDidBeginEditingNotification` / `UITextView.textDidBeginEditingNotification`.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")

    /// Row: `textFieldDidEndEditing(_:reason:)`: `enum DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }
    /// Row: `UITextField.font`: `enum BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
}


/// Row: `UIKeyboardType` cases.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
}
/// Row: `UITextInputTraits.keyboardAppearance` (bar): `enum UIKeyboardAppearance`.
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }
/// Row: `UITextInputTraits.returnKeyType`: `enum UIReturnKeyType`.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
/// Row: `UITextAutocapitalizationType`, `UITextAutocorrectionType`.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// Row: `UITextInputTraits.spellCheckingType`: `enum UITextSpellCheckingType`.
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
/// Row: `UITextSmartQuotesType` (and the dashes and insert-delete kinds).
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }
/// Row: `UITextInputTraits.inlinePredictionType`: `enum UITextInlinePredictionType`.
@available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
public enum UITextInlinePredictionType: Int, Sendable { case `default`, no, yes }

/// Row: `UITextContentType`: `struct UITextContentType`.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Row: `UITextContentType.creditCardNumber`.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// Row: `UITextContentType.oneTimeCode`.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// Row: `UITextContentType.creditCardExpiration` / `creditCardSecurityCode` / `creditCardName`.
    @available(iOS 17.0, tvOS 17.0, *)
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    @available(iOS 17.0, tvOS 17.0, *)
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    @available(iOS 17.0, tvOS 17.0, *)
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    /// Row: `UITextContentType.telephoneNumber` / `postalCode` / `addressCity` / `emailAddress`.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
}
