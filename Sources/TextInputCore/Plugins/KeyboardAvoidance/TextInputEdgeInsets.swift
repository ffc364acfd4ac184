import Foundation

/// Insets from the four edges of a rectangle, in points: a platform-neutral `UIEdgeInsets`,
/// which does not exist on Linux, so that the keyboard-avoidance model can be built and tested
/// there.
///
/// The edges are named `left` and `right`, as UIKit names them, so that an adapter copies them
/// one to one. The keyboard-avoidance model only ever changes `bottom`.
///
/// ```swift
/// let navigationBarAndToolbar = TextInputEdgeInsets(top: 91, bottom: 49)
/// navigationBarAndToolbar.left // 0
/// ```
package struct TextInputEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    package var top: CGFloat
    /// The inset from the left edge.
    package var left: CGFloat
    /// The inset from the bottom edge.
    package var bottom: CGFloat
    /// The inset from the right edge.
    package var right: CGFloat

    /// Creates insets; the edges not given are zero.
    ///
    /// ```swift
    /// let keyboard = TextInputEdgeInsets(bottom: 336)
    /// ```
    package init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    ///
    /// ```swift
    /// TextInputEdgeInsets.zero == TextInputEdgeInsets() // true
    /// ```
    package static let zero = TextInputEdgeInsets()

    /// The insets `lhs` adds to `rhs`, edge for edge: what the system adds to a scroll view's
    /// content inset is its adjusted content inset less the app's.
    ///
    /// ```swift
    /// TextInputEdgeInsets(top: 91, bottom: 83) - TextInputEdgeInsets(bottom: 49)
    /// // TextInputEdgeInsets(top: 91, bottom: 34)
    /// ```
    package static func - (lhs: TextInputEdgeInsets, rhs: TextInputEdgeInsets) -> TextInputEdgeInsets {
        TextInputEdgeInsets(top: lhs.top - rhs.top, left: lhs.left - rhs.left, bottom: lhs.bottom - rhs.bottom, right: lhs.right - rhs.right)
    }
}
