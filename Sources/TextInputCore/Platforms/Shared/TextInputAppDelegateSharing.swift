import Foundation

/// How a host that takes the place of the app's own delegate (UIKit's and AppKit's field
/// delegates) shares the platform's calls with it, so that the app loses no callback by binding a
/// format (AnyFormatKit #8, IQKeyboardManager #626).
package enum TextInputAppDelegateSharing {
    /// A question the app's delegate hears first (may the edit be made, may editing begin, does
    /// Return go on): its no is final; its yes, or no answer at all (`nil`: it does not implement
    /// the question), passes the question on to `binding`, which is asked only then.
    ///
    /// ```swift
    /// TextInputAppDelegateSharing.answer(app: false) { binding.hostShouldReturn(host) }   // false, the binding is not asked
    /// ```
    package static func answer(app: Bool?, then binding: () -> Bool) -> Bool {
        app != false && binding()
    }

    /// A command the app's delegate hears first (AppKit's `doCommandBy`): its yes (it handled
    /// the command) is final; its no, or no answer at all (`nil`: it does not implement the
    /// question), passes the command on to `binding`, which is asked only then.
    ///
    /// ```swift
    /// TextInputAppDelegateSharing.handled(app: true) { session.perform(command: name) }   // true, the session is not asked
    /// ```
    package static func handled(app: Bool?, else binding: () -> Bool) -> Bool {
        app == true || binding()
    }

    /// The delegate methods `host` says it does not implement even when the app's delegate does:
    /// the multi-range questions about an edit, which the platform asks instead of the
    /// single-range one whenever the delegate answers them, so that the binding, which hears the
    /// single-range one, would never be asked.
    ///
    /// - A `UITextField`: `textField(_:shouldChangeCharactersInRanges:replacementString:)` (iOS
    ///   26), built without the iOS 26 SDK, which lacks it; built with it the host answers that
    ///   question itself and denies nothing.
    /// - A `UITextView`: `textView(_:shouldChangeTextInRanges:replacementText:)` (iOS 26), which
    ///   the host does not implement.
    /// - AppKit: `textView(_:shouldChangeTextInRanges:replacementStrings:)`, which `NSTextView`
    ///   asks in place of `textView(_:shouldChangeTextIn:replacementString:)` when the delegate
    ///   implements it.
    ///
    /// ```swift
    /// TextInputAppDelegateSharing.deniedSelectors(for: .nsTextView)   // ["textView:shouldChangeTextInRanges:replacementStrings:"]
    /// ```
    package static func deniedSelectors(for host: TextInputHostKind) -> Set<String> {
        switch host {
        case .uiTextField: uiTextFieldDeniedSelectors
        case .uiTextView: uiTextViewDeniedSelectors
        case .nsTextField, .nsTextView: appKitDeniedSelectors
        }
    }

    private static let uiTextViewDeniedSelectors: Set<String> = ["textView:shouldChangeTextInRanges:replacementText:"]
    private static let appKitDeniedSelectors: Set<String> = ["textView:shouldChangeTextInRanges:replacementStrings:"]

    #if compiler(>=6.2)
    private static let uiTextFieldDeniedSelectors: Set<String> = []
    #else
    private static let uiTextFieldDeniedSelectors: Set<String> = ["textField:shouldChangeCharactersInRanges:replacementString:"]
    #endif

    /// Whether a `host`'s host answers yes to `responds(to:)` for the method named `selector`:
    /// yes for what it implements itself, no for what it denies (``deniedSelectors(for:)``),
    /// otherwise what the app's delegate answers, whose methods the host then forwards to it.
    package static func responds(
        to selector: String,
        for host: TextInputHostKind,
        hostImplements: Bool,
        appDelegateImplements: () -> Bool
    ) -> Bool {
        hostImplements || (!deniedSelectors(for: host).contains(selector) && appDelegateImplements())
    }

    /// Where the host sends a message it does not implement: to the app's delegate when it
    /// implements it; nil otherwise, leaving it to the host's superclass.
    package static func forwardingTarget<Delegate>(app: Delegate?, implements: (Delegate) -> Bool) -> Delegate? {
        app.flatMap { implements($0) ? $0 : nil }
    }
}
