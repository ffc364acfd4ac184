import Foundation

/// The judgements behind ``TextInputKeyboardAvoidance``, kept apart from its public face.
enum KeyboardAvoidanceGeometry {
    /// How far a frame may miss a window edge and still count as touching it: frames converted
    /// between coordinate spaces pick up fractions of a point.
    static let edgeTolerance: CGFloat = 1

    /// Whether `keyboard` is docked: it reaches the window's bottom edge and spans its width.
    /// A floating iPad keyboard does neither, an undocked or split one does not reach the
    /// bottom, and a zero frame (what some systems report for a floating keyboard) does not
    /// span anything.
    static func isDocked(_ keyboard: CGRect, in window: CGRect) -> Bool {
        keyboard.maxY >= window.maxY - edgeTolerance
            && keyboard.minX <= window.minX + edgeTolerance
            && keyboard.maxX >= window.maxX - edgeTolerance
    }

    /// The height of the scroll view's bottom part that `keyboard` covers: zero for a hidden
    /// keyboard (below the window) or one beside the scroll view, at most the scroll view's
    /// height.
    static func overlap(of keyboard: CGRect, with scrollView: CGRect) -> CGFloat {
        guard keyboard.minX < scrollView.maxX, keyboard.maxX > scrollView.minX else { return 0 }
        return min(scrollView.height, max(0, scrollView.maxY - keyboard.minY))
    }

    /// A scroll view seen along its vertical axis: how much of it the insets cover and how far
    /// its content scrolls. Offsets are content offsets' `y`.
    struct Viewport {
        var height: CGFloat
        /// The whole top inset, the system's share included.
        var topInset: CGFloat
        /// The whole bottom inset, the keyboard included.
        var bottomInset: CGFloat
        var contentHeight: CGFloat

        /// The offsets the user can scroll to: from the top inset above the content to the
        /// bottom inset below its end. A short content scrolls nowhere.
        var offsetRange: ClosedRange<CGFloat> {
            // A host's geometry may hold NaN or infinities; a range needs finite, ordered ends.
            let lowest = topInset.isFinite ? -topInset : 0
            let highest = contentHeight + bottomInset - height
            return lowest...(highest.isFinite ? max(lowest, highest) : lowest)
        }

        /// The content offset closest to `offset` that shows `field` with `margin` around it
        /// between the insets, or puts the field's top edge at the top of the visible space
        /// when it does not fit; within `offsetRange`.
        func offset(revealing field: CGRect, margin: CGFloat, from offset: CGFloat) -> CGFloat {
            // A strip thinner than two margins would otherwise show the margin and not the
            // field's top edge.
            let visibleHeight = height - topInset - bottomInset
            let topMargin = min(margin, max(0, visibleHeight) / 2)
            // The largest offset that still shows the field's top, and the smallest that shows
            // its bottom; the field fits exactly when the second is not above the first.
            let showingTop = field.minY - topMargin - topInset
            let showingBottom = field.maxY + margin - (height - bottomInset)
            let target =
                showingBottom <= showingTop
                ? min(max(offset, showingBottom), showingTop)
                : showingTop
            // A NaN offset would reach the scroll view (and Core Animation, which raises on it).
            let range = offsetRange
            let reachable = target.isFinite ? target : offset.isFinite ? offset : range.lowerBound
            return min(max(reachable, range.lowerBound), range.upperBound)
        }
    }
}
