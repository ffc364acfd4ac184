#if canImport(UIKit) && !os(watchOS)
#if os(iOS)
import UIKit

/// How a ``TextInputToolbarView`` looks: its tint, its bar style and background, and whether
/// and in which font it shows the field's title.
///
/// ```swift
/// var appearance = TextInputToolbarAppearance()
/// appearance.tintColor = .systemOrange
/// appearance.showsTitle = false
/// binding.attachToolbar(appearance: appearance)
/// ```
///
/// On iOS 26 the system draws toolbars with Liquid Glass, and Apple asks apps not to give them
/// a custom background: keep ``background`` at ``Background/system`` there.
@MainActor
public struct TextInputToolbarAppearance {
    /// How the bar's background is drawn.
    ///
    /// ```swift
    /// appearance.background = .color(.secondarySystemBackground)
    /// ```
    public enum Background {
        /// The system's own bar background, which follows the bar style and the OS's look.
        case system
        /// No background and no shadow: the keyboard shows through.
        case transparent
        /// An opaque background of one color.
        case color(UIColor)
    }

    /// The color of the buttons; nil keeps the tint the bar inherits from the app.
    public var tintColor: UIColor?

    /// The bar's style (`.default` or `.black`).
    public var barStyle: UIBarStyle

    /// The bar's background.
    public var background: Background

    /// Whether the field's title (its placeholder, from the form navigator) shows between the
    /// buttons. A narrow bar truncates it first.
    public var showsTitle: Bool

    /// The title's font at the default text size; it grows and shrinks with Dynamic Type as
    /// ``titleTextStyle`` does. Give a font of a fixed size, such as `.systemFont(ofSize: 15)`:
    /// a font that already scales (`preferredFont(forTextStyle:)`) cannot be scaled again.
    public var titleFont: UIFont

    /// The text style whose Dynamic Type scaling the title follows.
    public var titleTextStyle: UIFont.TextStyle

    /// The largest point size the title grows to, so that it stays within the bar's height at
    /// the accessibility text sizes.
    public var maximumTitlePointSize: CGFloat

    /// An appearance; every parameter has the system's look as its default.
    ///
    /// ```swift
    /// let appearance = TextInputToolbarAppearance(tintColor: .systemGreen, background: .transparent)
    /// ```
    public init(
        tintColor: UIColor? = nil,
        barStyle: UIBarStyle = .default,
        background: Background = .system,
        showsTitle: Bool = true,
        titleFont: UIFont = .systemFont(ofSize: 15, weight: .semibold),
        titleTextStyle: UIFont.TextStyle = .subheadline,
        maximumTitlePointSize: CGFloat = 24
    ) {
        self.tintColor = tintColor
        self.barStyle = barStyle
        self.background = background
        self.showsTitle = showsTitle
        self.titleFont = titleFont
        self.titleTextStyle = titleTextStyle
        self.maximumTitlePointSize = maximumTitlePointSize
    }

    /// The title's font for the current text size.
    var scaledTitleFont: UIFont {
        UIFontMetrics(forTextStyle: titleTextStyle).scaledFont(for: titleFont, maximumPointSize: maximumTitlePointSize)
    }
}
#endif
#endif
