#if os(iOS)
import TextInputCore
import UIKit

/// What a keyboard notification says: where the keyboard ends up, on which screen, and how it
/// moves there.
@MainActor
struct KeyboardFrameChange {
    /// The keyboard's frame at the end of its animation, in the screen's coordinate space.
    var endFrame: CGRect
    /// The screen the frame is measured in, when the notification names it (its object).
    var screen: UIScreen?
    /// The keyboard's own duration and curve.
    var animation: KeyboardAnimation

    /// Reads a keyboard notification's user info; nil when it carries no end frame.
    init?(_ notification: Notification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else {
            return nil
        }
        endFrame = value.cgRectValue
        screen = notification.object as? UIScreen
        animation = KeyboardAnimation(notification)
    }

    /// The end frame in `window`'s coordinate space. The screen's coordinate space differs from
    /// the window's in Split View, Slide Over and Stage Manager. Nil when no screen is known.
    func frame(in window: UIWindow) -> CGRect? {
        (screen ?? window.windowScene?.screen).map { window.convert(endFrame, from: $0.coordinateSpace) }
    }
}

/// How the keyboard moves, so that the scroll view moves with it.
@MainActor
struct KeyboardAnimation {
    /// In seconds.
    var duration: TimeInterval
    /// The curve, as animation options.
    var options: UIView.AnimationOptions

    /// The duration and curve of a keyboard notification; UIKit's usual keyboard timing for
    /// what it leaves out.
    init(_ notification: Notification) {
        let curve = notification.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber
        duration = (notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        // The curve is a `UIView.AnimationCurve` raw value, possibly one no case names. Animation
        // options keep the curve in the bits from 16 up, where the raw value goes as it is.
        options = curve.map { UIView.AnimationOptions(rawValue: $0.uintValue << 16) } ?? .curveEaseInOut
    }
}
#endif
