// Stand-in for Apple's AppKit: only what TextInputAppKit uses, with Apple's names, labels,
// types, optionality, `@MainActor` isolation and `Sendable`ness. Each declaration names the row
// of the Platforms article ("Apple APIs used", AppKit) it comes from, as `Row: …`. Bodies are
// placeholders: this module is only type-checked.
@_exported import AppleFoundation
import class Foundation.NSNotification

/// Row: `NSWindow.makeFirstResponder(_:)`: `@MainActor class NSResponder : NSObject`.
@MainActor open class NSResponder: NSObject {
    public override init() {}
    /// Row: `NSResponder.undoManager` (text views): `var undoManager: UndoManager? { get }`.
    open var undoManager: UndoManager? { nil }
    /// Row: `NSResponder.insertNewline(_:)` and the other `NSStandardKeyBindingResponding`
    /// commands the host maps: `func …(_ sender: Any?)`.
    open func insertNewline(_ sender: Any?) {}
    open func insertTab(_ sender: Any?) {}
    open func insertBacktab(_ sender: Any?) {}
    open func deleteBackward(_ sender: Any?) {}
    open func deleteForward(_ sender: Any?) {}
    open func deleteWordBackward(_ sender: Any?) {}
    open func deleteWordForward(_ sender: Any?) {}
    open func deleteToBeginningOfLine(_ sender: Any?) {}
    open func deleteToEndOfLine(_ sender: Any?) {}
    open func deleteToBeginningOfParagraph(_ sender: Any?) {}
    open func deleteToEndOfParagraph(_ sender: Any?) {}
    open func deleteToMark(_ sender: Any?) {}
    open func deleteBackwardByDecomposingPreviousCharacter(_ sender: Any?) {}
}

/// Row: `NSView.isHidden`: `@MainActor class NSView : NSResponder`.
@MainActor open class NSView: NSResponder {
    public init(frame frameRect: NSRect) {}
    public required init?(coder: NSCoder) {}
    /// Row: `NSView.isHidden`.
    open var isHidden: Bool = false
    /// Row: `NSView.viewDidMoveToWindow()`: `func viewDidMoveToWindow()`.
    open func viewDidMoveToWindow() {}
    /// Row: `NSWindow.makeFirstResponder(_:)`: `var window: NSWindow? { get }`.
    open var window: NSWindow? { nil }
    /// Row: `NSView.setContentHuggingPriority(_:for:)` / `setContentCompressionResistancePriority(_:for:)`.
    open func setContentHuggingPriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {}
    open func setContentCompressionResistancePriority(_ priority: NSLayoutConstraint.Priority, for orientation: NSLayoutConstraint.Orientation) {}
}
public typealias NSRect = CGRect

/// Row: `NSView.setContentHuggingPriority(_:for:)`: `NSLayoutConstraint.Priority`, `Orientation`.
@MainActor open class NSLayoutConstraint: NSObject {
    public struct Priority: RawRepresentable, Hashable, Sendable {
        public var rawValue: Float
        public init(rawValue: Float) { self.rawValue = rawValue }
        public static let required = Priority(rawValue: 1000)
        public static let defaultLow = Priority(rawValue: 250)
    }
    public enum Orientation: Int, Sendable { case horizontal, vertical }
}

/// Row: `NSWindow.makeFirstResponder(_:)`.
@MainActor open class NSWindow: NSResponder {
    open func makeFirstResponder(_ responder: NSResponder?) -> Bool { false }
    /// Row: `NSWindow.firstResponder` (text views).
    open var firstResponder: NSResponder? { nil }
}

/// Row: `NSControl.formatter`: `@MainActor class NSControl : NSView`.
@MainActor open class NSControl: NSView {
    /// Row: `NSControl.formatter`.
    open var formatter: Formatter?
    /// Row: `NSControl.stringValue`.
    open var stringValue: String = ""
    /// Row: `NSControl.isEnabled`.
    open var isEnabled: Bool = true
    /// Row: `NSControl.currentEditor()`.
    open func currentEditor() -> NSText? { nil }
}

/// Row: `NSTextField.delegate`: `@MainActor class NSTextField : NSControl`.
@MainActor open class NSTextField: NSControl {
    /// Row: `NSTextField.init(string:)`: `convenience init(string stringValue: String)`.
    public convenience init(string stringValue: String) { self.init(frame: .zero) }
    /// Row: `NSTextField.delegate`.
    open weak var delegate: (any NSTextFieldDelegate)?
    /// Row: `NSTextField.placeholderString`.
    open var placeholderString: String?
    /// Row: `NSTextField.isEditable`.
    open var isEditable: Bool = true
    /// Row: `NSTextContent.contentType` (`NSTextContent`): `var contentType: NSTextContentType? { get set }`.
    open var contentType: NSTextContentType?
}

/// Row: `NSTextContent.contentType`: `struct NSTextContentType`.
public struct NSTextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Row: `NSTextContentType.oneTimeCode` (macOS 11).
    public static let oneTimeCode = NSTextContentType(rawValue: "oneTimeCode")
    /// Row: `NSTextContentType.creditCardExpiration` and the others (macOS 14):
    /// https://developer.apple.com/documentation/appkit/nstextcontenttype/creditcardnumber
    @available(macOS 14.0, *)
    public static let creditCardNumber = NSTextContentType(rawValue: "creditCardNumber")
    @available(macOS 14.0, *)
    public static let creditCardExpiration = NSTextContentType(rawValue: "creditCardExpiration")
    @available(macOS 14.0, *)
    public static let creditCardSecurityCode = NSTextContentType(rawValue: "creditCardSecurityCode")
    @available(macOS 14.0, *)
    public static let creditCardName = NSTextContentType(rawValue: "creditCardName")
    @available(macOS 14.0, *)
    public static let telephoneNumber = NSTextContentType(rawValue: "telephoneNumber")
    @available(macOS 14.0, *)
    public static let postalCode = NSTextContentType(rawValue: "postalCode")
    @available(macOS 14.0, *)
    public static let addressCity = NSTextContentType(rawValue: "addressCity")
    @available(macOS 14.0, *)
    public static let emailAddress = NSTextContentType(rawValue: "emailAddress")
}

/// Row: `NSText.string`: `@MainActor class NSText : NSView`.
@MainActor open class NSText: NSView {
    /// Row: `NSText.string`.
    open var string: String = ""
    /// Row: `NSText.selectedRange`.
    open var selectedRange: NSRange = NSRange(location: 0, length: 0)
    /// Row: `NSText.replaceCharacters(in:with:)`: `func replaceCharacters(in range: NSRange, with string: String)`.
    open func replaceCharacters(in range: NSRange, with string: String) {}
}

/// Row: `NSTextView.shouldChangeText(in:replacementString:)`: `@MainActor class NSTextView : NSText`
/// (with `NSTextInputClient`, whose members it declares here).
@MainActor open class NSTextView: NSText {
    /// Row: `NSTextView.shouldChangeText(in:replacementString:)`.
    open func shouldChangeText(in affectedCharRange: NSRange, replacementString: String?) -> Bool { true }
    /// Row: `NSTextView.didChangeText()`: `func didChangeText()`.
    open func didChangeText() {}
    /// Row: `NSTextInputClient.hasMarkedText()`.
    open func hasMarkedText() -> Bool { false }
    /// Row: `NSTextInputClient.markedRange()`.
    open func markedRange() -> NSRange { NSRange(location: NSNotFound, length: 0) }
    /// Row: `NSTextInputClient.unmarkText()`.
    open func unmarkText() {}
    /// Row: `NSTextView.complete(_:)`: `func complete(_ sender: Any?)`.
    open func complete(_ sender: Any?) {}
    /// Row: `NSTextView.didChangeSelectionNotification`: `nonisolated class let didChangeSelectionNotification: NSNotification.Name`.
    nonisolated public static let didChangeSelectionNotification = NSNotification.Name("NSTextViewDidChangeSelectionNotification")
    /// Row: `NSTextView.delegate` (text views): `unowned(unsafe)`, as `NSText.delegate` is.
    open unowned(unsafe) var delegate: (any NSTextViewDelegate)?
    /// Row: `NSTextView.isEditable` (text views): `var isEditable: Bool { get set }`.
    open var isEditable: Bool = true
}

/// Row: `NSTextViewDelegate`: `@MainActor protocol NSTextViewDelegate : NSTextDelegate` (every
/// requirement optional: each has a default implementation here; the `NSTextDelegate`
/// notifications it inherits are declared on it).
@MainActor public protocol NSTextViewDelegate: NSObjectProtocol {
    /// Row: `textView(_:shouldChangeTextIn:replacementString:)`.
    func textView(_ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?) -> Bool
    /// Row: `NSTextViewDelegate`: the multi-range question,
    /// https://developer.apple.com/documentation/appkit/nstextviewdelegate/textview(_:shouldchangetextinranges:replacementstrings:).
    func textView(_ textView: NSTextView, shouldChangeTextInRanges affectedRanges: [NSValue], replacementStrings: [String]?) -> Bool
    /// Row: `textView(_:doCommandBy:)`.
    func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool
    /// Row: `textView(_:completions:forPartialWordRange:indexOfSelectedItem:)`.
    func textView(_ textView: NSTextView, completions words: [String], forPartialWordRange charRange: NSRange, indexOfSelectedItem index: UnsafeMutablePointer<Int>?) -> [String]
    /// Row: `textDidBeginEditing(_:)`.
    func textDidBeginEditing(_ notification: Notification)
    /// Row: `textDidChange(_:)`.
    func textDidChange(_ notification: Notification)
    /// Row: `textDidEndEditing(_:)`.
    func textDidEndEditing(_ notification: Notification)
}
extension NSTextViewDelegate {
    public func textView(_ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?) -> Bool { true }
    public func textView(_ textView: NSTextView, shouldChangeTextInRanges affectedRanges: [NSValue], replacementStrings: [String]?) -> Bool { true }
    public func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool { false }
    public func textView(_ textView: NSTextView, completions words: [String], forPartialWordRange charRange: NSRange, indexOfSelectedItem index: UnsafeMutablePointer<Int>?) -> [String] { words }
    public func textDidBeginEditing(_ notification: Notification) {}
    public func textDidChange(_ notification: Notification) {}
    public func textDidEndEditing(_ notification: Notification) {}
}

/// Row: `controlTextDidBeginEditing(_:)`: `@MainActor protocol NSControlTextEditingDelegate : NSObjectProtocol`
/// (every requirement optional: each has a default implementation here, and the rewrite turns
/// the adapters' `?(` calls into `objcOptionalRequirement?.` calls).
@MainActor public protocol NSControlTextEditingDelegate: NSObjectProtocol {
    /// Row: `control(_:textView:doCommandBy:)`.
    func control(_ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool
    /// Row: `control(_:didFailToValidatePartialString:errorDescription:)`:
    /// `optional func control(_ control: NSControl, didFailToValidatePartialString string: String, errorDescription error: String?)`.
    func control(_ control: NSControl, didFailToValidatePartialString string: String, errorDescription error: String?)
    /// Row: `control(_:textView:completions:forPartialWordRange:indexOfSelectedItem:)`:
    /// `optional func control(_ control: NSControl, textView: NSTextView, completions words: [String], forPartialWordRange charRange: NSRange, indexOfSelectedItem index: UnsafeMutablePointer<Int>) -> [String]`.
    func control(_ control: NSControl, textView: NSTextView, completions words: [String], forPartialWordRange charRange: NSRange, indexOfSelectedItem index: UnsafeMutablePointer<Int>) -> [String]
    /// Row: `controlTextDidBeginEditing(_:)` (this protocol's, macOS 10.10:
    /// https://developer.apple.com/documentation/appkit/nscontroltexteditingdelegate/controltextdidchange(_:)).
    func controlTextDidBeginEditing(_ obj: Notification)
    /// Row: `controlTextDidChange(_:)`.
    func controlTextDidChange(_ obj: Notification)
    /// Row: `controlTextDidEndEditing(_:)`.
    func controlTextDidEndEditing(_ obj: Notification)
}
extension NSControlTextEditingDelegate {
    public func controlTextDidBeginEditing(_ obj: Notification) {}
    public func controlTextDidChange(_ obj: Notification) {}
    public func controlTextDidEndEditing(_ obj: Notification) {}
    public func control(_ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool { false }
    public func control(_ control: NSControl, didFailToValidatePartialString string: String, errorDescription error: String?) {}
    public func control(_ control: NSControl, textView: NSTextView, completions words: [String], forPartialWordRange charRange: NSRange, indexOfSelectedItem index: UnsafeMutablePointer<Int>) -> [String] { words }
}
/// Row: `NSTextField.delegate`: `@MainActor protocol NSTextFieldDelegate : NSControlTextEditingDelegate`
/// (the `controlTextDid…` methods are `NSControlTextEditingDelegate`'s).
@MainActor public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {}


/// Row: `NSAccessibility.post(element:notification:userInfo:)` with `.announcementRequested`: `static func post(element: Any, notification: NSAccessibility.Notification, userInfo: [NSAccessibility.NotificationUserInfoKey : Any]?)`.
public enum NSAccessibility {
    public static func post(element: Any, notification: NSAccessibility.Notification, userInfo: [NSAccessibility.NotificationUserInfoKey: Any]?) {}
    /// Row: `NSAccessibility.post(element:notification:userInfo:)` with `.announcementRequested`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let announcementRequested = Notification(rawValue: "AXAnnouncementRequested")
    }
    /// Row: `NSAccessibility.NotificationUserInfoKey.announcement` / `.priority`.
    public struct NotificationUserInfoKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let announcement = NotificationUserInfoKey(rawValue: "AXAnnouncementKey")
        public static let priority = NotificationUserInfoKey(rawValue: "AXPriorityKey")
    }
}

/// Row: `NSAccessibilityPriorityLevel`: `enum NSAccessibilityPriorityLevel`.
public enum NSAccessibilityPriorityLevel: Int, Sendable {
    case low = 10
    case medium = 50
    case high = 90
}

/// Row: `NSWorkspace.shared.isVoiceOverEnabled`.
open class NSWorkspace: NSObject {
    open class var shared: NSWorkspace { NSWorkspace() }
    open var isVoiceOverEnabled: Bool { false }
}
