#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

/// What a host reads and writes of an AppKit text view. An `NSTextField` is edited by its
/// window's field editor, an `NSTextView` by itself: both edit through an `NSTextView`, so one
/// host (``NSTextInputViewHost``) serves both, and each class gives the few things it spells
/// differently in a few lines.
@MainActor
protocol TextInputAppKitView: NSView, TextInputPlatformView {
    /// The text view editing the view's text: a field's field editor while the field is edited
    /// (nil otherwise), a text view itself.
    var editingTextView: NSTextView? { get }
    /// The text shown while no text view edits it. Read only then: a field's `stringValue` would
    /// make AppKit validate an edit in progress.
    var restingText: String { get set }
    /// The view's delegate, which the host takes the place of.
    var anyDelegate: (any NSObjectProtocol)? { get set }
}

extension NSTextField: TextInputAppKitView {
    var editingTextView: NSTextView? { currentEditor() as? NSTextView }
    var restingText: String {
        get { stringValue }
        set { stringValue = newValue }
    }
    package var isEditingText: Bool { currentEditor() != nil }
    package var canTakeFocus: Bool { isEnabled && isEditable && !isHidden }
    package var placeholderText: String? { placeholderString }
    var anyDelegate: (any NSObjectProtocol)? {
        get { delegate }
        set { delegate = newValue as? NSTextFieldDelegate }
    }
}

extension NSTextView: TextInputAppKitView {
    var editingTextView: NSTextView? { self }
    var restingText: String {
        get { string }
        set { string = newValue }
    }
    package var isEditingText: Bool { window?.firstResponder === self }
    package var canTakeFocus: Bool { isEditable && !isHidden }
    var anyDelegate: (any NSObjectProtocol)? {
        get { delegate }
        set { delegate = newValue as? NSTextViewDelegate }
    }
}
#endif
