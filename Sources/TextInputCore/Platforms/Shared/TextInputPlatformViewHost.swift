/// A UIKit or AppKit view as its host reads it, whichever class it is: a field or a text view
/// spell these differently (a `UITextField`'s `isEditing`, a `UITextView`'s `isFirstResponder`),
/// and each adapter's view protocol says how.
@MainActor
package protocol TextInputPlatformView: AnyObject {
    /// Whether the view is being edited.
    var isEditingText: Bool { get }
    /// Whether the view can take the focus: enabled (a field), editable and visible.
    var canTakeFocus: Bool { get }
    /// The text shown while the view is empty (a text view has none).
    var placeholderText: String? { get }
}

extension TextInputPlatformView {
    /// Nil: a view that does not say otherwise (a text view) has no placeholder.
    package var placeholderText: String? { nil }
}

/// A UIKit or AppKit host (`UITextInputViewHost`, `NSTextInputViewHost`): it answers the binding
/// about its view as the view says, the same way on both platforms.
///
/// ```swift
/// host.isEditing     // the view's isEditingText; false once the view is gone
/// host.isMultiline   // true for a text view's host (its kind)
/// ```
@MainActor
package protocol TextInputPlatformViewHost: TextInputHost {
    /// The view this host speaks for; nil once the view is gone.
    var platformView: (any TextInputPlatformView)? { get }
    /// The kind of view, which Core's decisions about the delegate, the undo stack and Return
    /// tell apart.
    var kind: TextInputHostKind { get }
}

extension TextInputPlatformViewHost {
    /// Whether the view is being edited; false once it is gone.
    public var isEditing: Bool {
        platformView?.isEditingText ?? false
    }

    /// Whether the view can take the focus; false once it is gone. (A delegate that refuses to
    /// begin editing is asked by the platform itself when form navigation gives the view the
    /// focus.)
    public var canBeginEditing: Bool {
        platformView?.canTakeFocus ?? false
    }

    /// A field's placeholder, which form navigation and the keyboard bar show as its title; nil
    /// for a text view, which has none.
    public var placeholder: String? {
        platformView?.placeholderText
    }

    /// Whether the view is a text view, whose Return types a line break the binding asks its
    /// plugins about first (`TextInputMultilineReturn`).
    public var isMultiline: Bool {
        kind.isMultiline
    }
}
