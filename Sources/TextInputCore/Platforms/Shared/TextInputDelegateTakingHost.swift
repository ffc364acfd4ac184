/// A host that takes a view's delegate place while a binding is attached (UIKit's and AppKit's
/// hosts): the sequence of taking the view over, adopting a delegate the app set meanwhile and
/// giving the view back, the same on both platforms. The host says how to read and write the
/// delegates and what it does around them; ``TextInputDelegateTakeover`` decides who goes where.
///
/// ```swift
/// host.takeOver()   // the view's delegate becomes the app's, the host takes its place
/// host.handBack()   // the view gets the app's delegate back
/// ```
@MainActor
package protocol TextInputDelegateTakingHost: AnyObject {
    /// The delegate type both the host and the app's delegate are seen as.
    associatedtype Delegate

    /// Which delegates the host took over and gives back.
    var takeover: TextInputDelegateTakeover { get set }

    /// The delegate the host remembers as the app's and the view's delegate, as they are now;
    /// nil once the view is gone.
    var currentDelegates: TextInputDelegateTakeover.Delegates<Delegate>? { get }

    /// The host as the view's delegate.
    var asViewDelegate: Delegate { get }

    /// Writes the delegates Core decided on: the app's to the host, the view's to the view.
    func hand(_ delegates: TextInputDelegateTakeover.Delegates<Delegate>)

    /// Takes the view's own events and keeps the host alive, once the host is its delegate.
    func didTakeOver()

    /// Gives the view's own events back and lets the host go, once the host is no longer the
    /// view's delegate (also when the view is gone).
    func didHandBack()
}

extension TextInputDelegateTakingHost {
    /// Binding: the view's delegate becomes the app's and the host takes its place, unless the
    /// host took the view over already or the view is gone.
    package func takeOver() {
        guard let current = currentDelegates, let handover = takeover.attach(current, host: asViewDelegate) else { return }
        hand(handover)
        didTakeOver()
    }

    /// Unbinding: the view gets the app's delegate back (unless the view replaced the host with
    /// a delegate of its own), then the host gives back the view's events.
    package func handBack() {
        guard takeover.isAttached else { return }
        takeover.detach(currentDelegates, host: asViewDelegate).map(hand)
        didHandBack()
    }

    /// Takes the view's delegate back when the app replaced it after binding: the new delegate
    /// becomes the app's, exactly as one set before binding would have. Answers whether it had to.
    @discardableResult
    package func adoptReplacedDelegate() -> Bool {
        guard let current = currentDelegates, let handover = takeover.adopting(current, host: asViewDelegate) else { return false }
        hand(handover)
        return true
    }

    /// The app's delegate was freed while the view lives: the view is given the host again, so
    /// that the platform stops calling the methods the host can no longer hand on.
    package func appDelegateWentAway() {
        guard let current = currentDelegates, let handover = takeover.appDelegateWentAway(current, host: asViewDelegate) else { return }
        hand(handover)
    }
}
