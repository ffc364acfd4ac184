#if os(iOS) || os(visionOS)
import UIKit

extension UIButton {
    /// A text button at the trailing end of a row (the keyboard bar's dismiss button, the
    /// suggestions' Cancel): the body text style, following Dynamic Type, and a width the row
    /// neither stretches nor squeezes, so its title is never cut. A tap clicks as a key of the
    /// keyboard does, then runs `action`.
    static func trailingTextButton(title: String = "", action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(
            type: .system,
            primaryAction: UIAction(title: title) { _ in
                UIDevice.playKeyboardClick()
                action()
            })
        button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        button.setContentHuggingPriority(.required, for: .horizontal)
        button.setContentCompressionResistancePriority(.required, for: .horizontal)
        return button
    }
}
#endif
