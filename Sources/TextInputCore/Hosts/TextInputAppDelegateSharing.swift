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

    /// The delegate methods the host says it does not implement even when the app's delegate
    /// does. Built without the iOS 26 SDK the UIKit host lacks the multi-range question, which
    /// UIKit would then ask the app's delegate instead of the single-range one, bypassing the
    /// binding.
    #if compiler(>=6.2)
    package static let deniedSelectors: Set<String> = []
    #else
    package static let deniedSelectors: Set<String> = ["textField:shouldChangeCharactersInRanges:replacementString:"]
    #endif

    /// Whether the host answers yes to `responds(to:)` for the method named `selector`: yes for
    /// what it implements itself, no for what it denies, otherwise what the app's delegate
    /// answers, whose methods the host then forwards to it.
    package static func responds(
        to selector: String,
        hostImplements: Bool,
        denying denied: Set<String> = deniedSelectors,
        appDelegateImplements: () -> Bool
    ) -> Bool {
        hostImplements || (!denied.contains(selector) && appDelegateImplements())
    }

    /// Where the host sends a message it does not implement: to the app's delegate when it
    /// implements it; nil otherwise, leaving it to the host's superclass.
    package static func forwardingTarget<Delegate>(app: Delegate?, implements: (Delegate) -> Bool) -> Delegate? {
        app.flatMap { implements($0) ? $0 : nil }
    }
}
