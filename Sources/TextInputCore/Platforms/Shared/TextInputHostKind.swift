/// The kinds of view a platform host speaks for, where Core's decisions about them differ: which
/// delegate methods the app's delegate may answer (`TextInputAppDelegateSharing`), which undo
/// stack a rewrite clears (`TextInputRewriteSequencer`).
///
/// ```swift
/// TextInputAppDelegateSharing.deniedSelectors(for: .uiTextView)   // the multi-range question
/// ```
package enum TextInputHostKind: Sendable, CaseIterable {
    /// A `UITextField`'s host.
    case uiTextField
    /// A `UITextView`'s host.
    case uiTextView
    /// An AppKit host: an `NSTextView`'s, or an `NSTextField`'s (whose field editor is one).
    case appKit
}
