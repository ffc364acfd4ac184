extension TextInputKeyboardAvoidance {
    /// The adjustment in place on one scroll view, and which state to write when the keyboard or
    /// the edited field changes: the new adjustment's, or the state from before the keyboard
    /// when there is nothing left to avoid, or nothing at all.
    ///
    /// ```swift
    /// var tracker = TextInputKeyboardAvoidance.Tracker()
    /// let original = tracker.originalState(reading: scrollView.keyboardAvoidanceState)
    /// if let state = tracker.update(to: avoidance.adjustment(..., originalState: original)) {
    ///     scrollView.keyboardAvoidanceState = state
    /// }
    /// ```
    package struct Tracker: Hashable, Sendable {
        /// The adjustment written last; nil while the scroll view is as the app left it.
        package private(set) var adjustment: Adjustment?

        /// No adjustment in place.
        package init() {}

        /// The state to compute an adjustment from: the one from before the keyboard while an
        /// adjustment is in place (never the adjusted one, so adjustments never compound), the
        /// scroll view's `current` state otherwise.
        package func originalState(reading current: ScrollState) -> ScrollState {
            adjustment?.originalState ?? current
        }

        /// Records `next` as the adjustment in place and returns the state to write: its
        /// adjusted state, or the state from before the keyboard when `next` is nil and an
        /// adjustment was in place, or nil when the scroll view stays as it is.
        package mutating func update(to next: Adjustment?) -> ScrollState? {
            let previous = adjustment
            adjustment = next
            return next?.adjustedState ?? previous?.originalState
        }
    }
}
