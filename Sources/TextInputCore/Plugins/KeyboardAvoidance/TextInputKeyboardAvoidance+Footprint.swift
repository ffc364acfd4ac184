extension TextInputKeyboardAvoidance {
    /// What the keyboard avoider on one scroll view changed there, kept with the scroll view
    /// rather than with the avoider, so that it is put back exactly once: when the avoider is
    /// detached, when it is freed, or when another avoider is made for the same scroll view,
    /// whichever comes first. It holds the adjustment in place (its state from before the
    /// keyboard), the keyboard dismiss mode the avoider set over the scroll view's, and whether
    /// the avoider handles taps (the platform's tap recognizer stays with the scroll view, and
    /// hears nothing while no avoider on it does).
    ///
    /// Each avoider put on gets a token; taking off with an older token, as a freed avoider's
    /// late teardown does after another avoider took its place, changes nothing.
    ///
    /// ```swift
    /// var footprint = TextInputKeyboardAvoidance.Footprint<Int>()
    /// let on = footprint.putOn(handlingTaps: true, dismissMode: 2, over: 0)   // on.dismissMode == 2
    /// footprint.takeOff(token: on.token, currentDismissMode: 2)?.dismissMode   // 0, the mode from before
    /// ```
    package struct Footprint<DismissMode: Equatable & Sendable>: Sendable {
        /// The adjustment in place, which the avoider on the scroll view updates.
        package var tracker = Tracker()
        /// Whether an avoider is on the scroll view and handles taps in it.
        package private(set) var handlesTaps = false
        /// The token of the avoider on the scroll view; nil while none is.
        private var token: Int?
        /// The number of avoiders put on so far, which makes each token new.
        private var tokensGiven = 0
        /// The dismiss mode the scroll view had before the avoider's, and the avoider's.
        private var dismissMode: (before: DismissMode, set: DismissMode)?

        /// A scroll view no avoider has changed.
        package init() {}

        /// What putting an avoider on gives: its token, and the dismiss mode to write (nil:
        /// the scroll view's is left as it is).
        package struct PutOn: Sendable {
            /// The avoider's token, for taking it off.
            package let token: Int
            /// The dismiss mode to set on the scroll view; nil to leave it.
            package let dismissMode: DismissMode?
        }

        /// What taking an avoider off writes back.
        package struct Restoration: Sendable {
            /// The dismiss mode to set again; nil to leave the scroll view's.
            package let dismissMode: DismissMode?
            /// The scroll state from before the keyboard, when an adjustment was in place.
            package let scrollState: ScrollState?
        }

        /// Whether an avoider is on the scroll view.
        package var isOn: Bool {
            token != nil
        }

        /// Puts an avoider on the scroll view, which has no avoider on it (take the one before
        /// off first): it handles taps when `handlingTaps`, and sets `wanted` as the dismiss mode
        /// over the scroll view's `current` one (nil: it sets none).
        package mutating func putOn(handlingTaps: Bool, dismissMode wanted: DismissMode?, over current: DismissMode) -> PutOn {
            tokensGiven += 1
            token = tokensGiven
            handlesTaps = handlingTaps
            dismissMode = wanted.map { (before: current, set: $0) }
            return PutOn(token: tokensGiven, dismissMode: wanted)
        }

        /// Takes the avoider of `token` off (nil: whichever is on): the dismiss mode from before
        /// goes back unless the app set another one since (`currentDismissMode` is not the one
        /// the avoider set), which is kept; the scroll state from before the keyboard goes back
        /// when an adjustment is in place; taps are no longer handled. Nil when that avoider is
        /// not on: nothing to write.
        package mutating func takeOff(token taken: Int? = nil, currentDismissMode: DismissMode) -> Restoration? {
            guard let token, taken ?? token == token else { return nil }
            let restoration = Restoration(
                dismissMode: dismissMode.flatMap { $0.set == currentDismissMode ? $0.before : nil },
                scrollState: tracker.update(to: nil))
            self.token = nil
            handlesTaps = false
            dismissMode = nil
            return restoration
        }
    }
}
