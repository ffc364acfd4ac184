import Foundation

extension TextInputKeyboardAvoidance {
    /// What to do to a scroll view while a docked keyboard covers part of it, and what to put
    /// back afterwards.
    ///
    /// Both halves are complete ``ScrollState``s, so an adapter needs a single way of writing a
    /// state to its scroll view: it writes ``adjustedState`` when the keyboard appears or
    /// changes frame, and ``originalState`` when the keyboard goes (or when the model answers
    /// nil, because the keyboard started floating).
    ///
    /// ```swift
    /// let adjustment = TextInputKeyboardAvoidance().adjustment(
    ///     keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
    ///     windowBounds: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///     fieldFrame: CGRect(x: 16, y: 600, width: 358, height: 44),
    ///     scrollViewFrame: CGRect(x: 0, y: 0, width: 390, height: 844),
    ///     contentSize: CGSize(width: 390, height: 1200),
    ///     originalState: TextInputKeyboardAvoidance.ScrollState())
    /// adjustment?.adjustedState.contentOffset.y      // 144: the field's bottom + 8 at the keyboard's top
    /// adjustment?.adjustedState.contentInset.bottom  // 336: the end of the content stays reachable
    /// adjustment?.originalState.contentOffset.y      // 0
    /// ```
    package struct Adjustment: Hashable, Sendable {
        /// The state to give the scroll view while the keyboard is up: the content offset that
        /// shows the field, and the bottom insets raised to the keyboard's top edge.
        package var adjustedState: ScrollState
        /// The state the scroll view had before any keyboard adjustment: what to put back when
        /// the keyboard goes, and what to pass as `originalState` when the keyboard's or the
        /// scroll view's frame changes (a rotation), so that adjustments never compound.
        package var originalState: ScrollState
    }
}
