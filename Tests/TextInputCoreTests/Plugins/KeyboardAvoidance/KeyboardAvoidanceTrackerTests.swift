import Foundation
import Testing

@testable import TextInputCore

@Suite("The avoider writes the adjusted state, puts the original back once, and never adjusts an adjusted state")
struct KeyboardAvoidanceTrackerTests {
    typealias State = TextInputKeyboardAvoidance.ScrollState
    static let original = State(contentOffset: CGPoint(x: 0, y: 10))
    static let scrolled = State(contentOffset: CGPoint(x: 0, y: 120))
    static let adjusted = State(contentOffset: CGPoint(x: 0, y: 300), contentInset: TextInputEdgeInsets(top: 0, left: 0, bottom: 336, right: 0))
    static let adjustment = TextInputKeyboardAvoidance.Adjustment(adjustedState: adjusted, originalState: original)

    @Test(
        "the state written for each step, from none or one adjustment in place",
        arguments: [
            (false, adjustment as TextInputKeyboardAvoidance.Adjustment?, adjusted as State?),
            (true, adjustment, adjusted),
            (true, nil, original),
            (false, nil, nil),
        ])
    func update(adjusting: Bool, next: TextInputKeyboardAvoidance.Adjustment?, written: State?) {
        var tracker = TextInputKeyboardAvoidance.Tracker()
        if adjusting {
            _ = tracker.update(to: Self.adjustment)
        }
        #expect(tracker.update(to: next) == written)
        #expect(tracker.adjustment == next)
    }

    @Test("an adjustment is computed from the state before the keyboard while one is in place")
    func originalState() {
        var tracker = TextInputKeyboardAvoidance.Tracker()
        #expect(tracker.originalState(reading: Self.scrolled) == Self.scrolled)
        _ = tracker.update(to: Self.adjustment)
        #expect(tracker.originalState(reading: Self.adjusted) == Self.original)
        _ = tracker.update(to: nil)
        #expect(tracker.originalState(reading: Self.scrolled) == Self.scrolled)
    }
}
