#if canImport(UIKit) && !os(watchOS)
#if os(iOS)
import TextInputCore
import UIKit

extension UIScrollView {
    /// The part of the scroll view keyboard avoidance changes and puts back: the content offset,
    /// and the content and vertical scroll-indicator insets as the app set them (what the system
    /// adds for the safe area is not part of them).
    var keyboardAvoidanceState: TextInputKeyboardAvoidance.ScrollState {
        get {
            TextInputKeyboardAvoidance.ScrollState(
                contentOffset: contentOffset,
                contentInset: TextInputEdgeInsets(contentInset),
                verticalScrollIndicatorInsets: TextInputEdgeInsets(verticalScrollIndicatorInsets))
        }
        set {
            contentInset = UIEdgeInsets(newValue.contentInset)
            verticalScrollIndicatorInsets = UIEdgeInsets(newValue.verticalScrollIndicatorInsets)
            contentOffset = newValue.contentOffset
        }
    }

    /// What the system adds to the app's content inset: `adjustedContentInset − contentInset`,
    /// the safe area under the default adjustment behaviour. It changes with rotation, so it is
    /// read at each question.
    var keyboardAvoidanceSystemInset: TextInputEdgeInsets {
        let adjusted = adjustedContentInset
        return TextInputEdgeInsets(
            top: adjusted.top - contentInset.top,
            left: adjusted.left - contentInset.left,
            bottom: adjusted.bottom - contentInset.bottom,
            right: adjusted.right - contentInset.right)
    }
}

fileprivate extension TextInputEdgeInsets {
    /// The same insets, edge for edge.
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

fileprivate extension UIEdgeInsets {
    /// The same insets, edge for edge.
    init(_ insets: TextInputEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
#endif
#endif
