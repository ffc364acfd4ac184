/// The kinds of view a platform host speaks for, where Core's decisions about them differ: which
/// delegate methods the app's delegate may answer (`TextInputAppDelegateSharing`), which undo
/// stack a rewrite clears (`TextInputRewriteSequencer`), whether Return types a line break.
///
/// ```swift
/// TextInputAppDelegateSharing.deniedSelectors(for: .uiTextView)   // the multi-range question
/// ```
package enum TextInputHostKind: Sendable, CaseIterable {
    /// A `UITextField`'s host.
    case uiTextField
    /// A `UITextView`'s host.
    case uiTextView
    /// An `NSTextField`'s host (the field is edited by its window's field editor, an
    /// `NSTextView`).
    case nsTextField
    /// An `NSTextView`'s host.
    case nsTextView

    /// Whether the view is a text view, whose Return types a line break the binding asks its
    /// plugins about first (``TextInputHost/isMultiline``), rather than a field, whose Return
    /// ends the line.
    package var isMultiline: Bool {
        self == .uiTextView || self == .nsTextView
    }
}
