#if os(iOS)
import UIKit

/// A tap recognizer that runs a closure, and keeps the object UIKit sends the action to: Apple's
/// documentation does not say whether a recognizer retains its target, and the keyboard avoider
/// that handles the tap may go before the scroll view that keeps the recognizer.
@MainActor
final class ActionTapGestureRecognizer: UITapGestureRecognizer {
    private let receiver: Receiver

    /// A recognizer that runs `action` with itself for each tap it recognizes.
    init(action: @escaping @MainActor (UITapGestureRecognizer) -> Void) {
        let receiver = Receiver(action: action)
        self.receiver = receiver
        super.init(target: receiver, action: #selector(Receiver.recognized(_:)))
    }

    /// The target of the recognizer's action.
    @MainActor
    private final class Receiver: NSObject {
        let action: @MainActor (UITapGestureRecognizer) -> Void

        init(action: @escaping @MainActor (UITapGestureRecognizer) -> Void) {
            self.action = action
        }

        @objc func recognized(_ tap: UITapGestureRecognizer) {
            action(tap)
        }
    }
}
#endif
