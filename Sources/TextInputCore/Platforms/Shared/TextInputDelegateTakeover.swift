import Foundation

/// Which delegate a host that takes a field's delegate place (UIKit's and AppKit's text field
/// hosts) remembers as the app's, and which one the field is given back. The host keeps the
/// delegates itself (weakly, as the field does); this decides only who goes where.
///
/// ```swift
/// var takeover = TextInputDelegateTakeover()
/// let bound = takeover.attach(.init(app: nil, field: appDelegate), host: host)
/// // bound?.app === appDelegate, bound?.field === host
/// ```
package struct TextInputDelegateTakeover: Sendable {
    /// The delegate a host remembers as the app's, and the one the field has.
    package struct Delegates<Delegate> {
        /// The app's delegate, which the host forwards to.
        package var app: Delegate?
        /// The field's delegate.
        package var field: Delegate?

        /// The two delegates, as the host and the field hold them.
        package init(app: Delegate?, field: Delegate?) {
            self.app = app
            self.field = field
        }
    }

    /// Whether the host has taken the field over.
    package private(set) var isAttached = false

    /// A host that has not taken a field over yet.
    package init() {}

    /// Binding: the field's delegate becomes the app's (unless it is the host already, when the
    /// one remembered stays) and the host takes its place. Nil when the host is attached already:
    /// nothing changes.
    package mutating func attach<Delegate>(_ current: Delegates<Delegate>, host: Delegate) -> Delegates<Delegate>? {
        guard !isAttached else { return nil }
        isAttached = true
        return Delegates(app: Self.isHost(current.field, host) ? current.app : current.field, field: host)
    }

    /// Unbinding: the field gets the app's delegate back, unless the app has set another one
    /// meanwhile, which it keeps; the host forgets the app's. Nil when the host was not attached,
    /// or the field is gone (`current` nil): nothing to write.
    package mutating func detach<Delegate>(_ current: Delegates<Delegate>?, host: Delegate) -> Delegates<Delegate>? {
        guard isAttached else { return nil }
        isAttached = false
        guard let current else { return nil }
        return Delegates(app: nil, field: Self.isHost(current.field, host) ? current.app : current.field)
    }

    /// A delegate the app set after binding: it becomes the app's, exactly as one set before
    /// binding would have, and the host takes the field's delegate place again. Nil when there is
    /// none to adopt (the host is not attached, or is still the field's delegate).
    package func adopting<Delegate>(_ current: Delegates<Delegate>, host: Delegate) -> Delegates<Delegate>? {
        guard isAttached, !Self.isHost(current.field, host) else { return nil }
        return Delegates(app: current.field, field: host)
    }

    /// The app's delegate went away (it was freed) while the host, still the field's delegate,
    /// forwarded to it: the field is given its delegate, the host, again, so that a platform
    /// that caches which delegate methods exist when the delegate is set (`UIScrollView`, and so
    /// `UITextView`) asks the host's `responds(to:)` anew, which no longer answers yes for the
    /// app's methods. Without it the platform keeps calling them on the host, which has no one
    /// to hand them to. Nil when nothing changes: the host is not attached, the app's delegate
    /// is still there (another one replaced the one that went), or the field has another
    /// delegate.
    ///
    /// ```swift
    /// // appDelegate was freed; the host still holds it weakly.
    /// takeover.appDelegateWentAway(.init(app: nil, field: host), host: host)   // app nil, field host
    /// ```
    package func appDelegateWentAway<Delegate>(_ current: Delegates<Delegate>, host: Delegate) -> Delegates<Delegate>? {
        guard isAttached, current.app == nil, Self.isHost(current.field, host) else { return nil }
        return Delegates(app: nil, field: host)
    }

    /// Delegates are objects: the host is told apart by identity.
    private static func isHost<Delegate>(_ delegate: Delegate?, _ host: Delegate) -> Bool {
        delegate.map { $0 as AnyObject } === host as AnyObject
    }
}
