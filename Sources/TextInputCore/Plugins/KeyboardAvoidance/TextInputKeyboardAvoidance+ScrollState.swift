import Foundation

extension TextInputKeyboardAvoidance {
    /// The part of a scroll view that keyboard avoidance changes and later puts back: the
    /// content offset, the content inset and the vertical scroll indicators' insets, as the app
    /// set them (UIKit's `contentInset`, not `adjustedContentInset`).
    ///
    /// Read it from the scroll view when the keyboard first appears; from then on the
    /// ``Adjustment/originalState`` of the adjustment in place carries it, so that it survives
    /// any number of keyboard frame changes untouched.
    ///
    /// ```swift
    /// let beforeKeyboard = TextInputKeyboardAvoidance.ScrollState(
    ///     contentOffset: CGPoint(x: 0, y: 120),
    ///     contentInset: TextInputEdgeInsets(bottom: 49))
    /// ```
    package struct ScrollState: Hashable, Sendable {
        /// The content offset: the point of the content shown at the scroll view's top-left
        /// corner.
        package var contentOffset: CGPoint
        /// The content inset the app set, without what the system adds for the safe area.
        package var contentInset: TextInputEdgeInsets
        /// The insets of the vertical scroll indicator the app set (UIKit's
        /// `verticalScrollIndicatorInsets`).
        package var verticalScrollIndicatorInsets: TextInputEdgeInsets

        /// Creates a state; what is not given is zero.
        ///
        /// ```swift
        /// let top = TextInputKeyboardAvoidance.ScrollState()
        /// top.contentOffset // (0, 0)
        /// ```
        package init(
            contentOffset: CGPoint = .zero,
            contentInset: TextInputEdgeInsets = .zero,
            verticalScrollIndicatorInsets: TextInputEdgeInsets = .zero
        ) {
            self.contentOffset = contentOffset
            self.contentInset = contentInset
            self.verticalScrollIndicatorInsets = verticalScrollIndicatorInsets
        }

        /// Hashes the offset's coordinates and the insets.
        ///
        /// Written out because `CGPoint` is `Hashable` only from iOS 18 and macOS 15 on Apple
        /// platforms, and the package supports earlier systems.
        ///
        /// ```swift
        /// let visited: Set = [TextInputKeyboardAvoidance.ScrollState()]
        /// ```
        package func hash(into hasher: inout Hasher) {
            hasher.combine(contentOffset.x)
            hasher.combine(contentOffset.y)
            hasher.combine(contentInset)
            hasher.combine(verticalScrollIndicatorInsets)
        }
    }
}
