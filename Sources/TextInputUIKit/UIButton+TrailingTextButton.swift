#if os(iOS) || os(visionOS)
import UIKit

extension UIButton {
    /// Styles a text button at the trailing end of a row (the keyboard bar's dismiss button, the
    /// suggestions' Cancel): the body text style, following Dynamic Type, and a width the row
    /// neither stretches nor squeezes, so its title is never cut.
    func styleAsTrailingTextButton() {
        titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        titleLabel?.adjustsFontForContentSizeCategory = true
        setContentHuggingPriority(.required, for: .horizontal)
        setContentCompressionResistancePriority(.required, for: .horizontal)
    }
}
#endif
