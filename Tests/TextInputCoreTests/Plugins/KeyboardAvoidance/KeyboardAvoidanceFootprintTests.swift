import Foundation
import Testing

@testable import TextInputCore

@Suite("What a keyboard avoider changed on its scroll view is put back once, whoever takes it off")
struct KeyboardAvoidanceFootprintTests {
    enum Mode: Equatable, Sendable { case none, interactive, onDrag }
    typealias Footprint = TextInputKeyboardAvoidance.Footprint<Mode>
    typealias State = TextInputKeyboardAvoidance.ScrollState
    static let original = State(contentOffset: CGPoint(x: 0, y: 10))
    static let adjusted = State(contentOffset: CGPoint(x: 0, y: 300), contentInset: TextInputEdgeInsets(top: 0, left: 0, bottom: 336, right: 0))

    @Test("an avoider that sets the interactive swipe puts the scroll view's own dismiss mode back when taken off")
    func dismissModeRestored() throws {
        var footprint = Footprint()
        let on = footprint.putOn(handlingTaps: false, dismissMode: .interactive, over: .onDrag)
        #expect(on.dismissMode == .interactive)
        #expect(footprint.isOn)
        let takenOff = footprint.takeOff(token: on.token, currentDismissMode: .interactive)
        let restoration = try #require(takenOff)
        #expect(restoration.dismissMode == .onDrag)
        #expect(restoration.scrollState == nil)
        #expect(!footprint.isOn)
    }

    @Test("a dismiss mode the app set after the avoider's is kept, and an avoider that set none leaves it")
    func appDismissModeKept() {
        var footprint = Footprint()
        let on = footprint.putOn(handlingTaps: false, dismissMode: .interactive, over: .none)
        let appModeKept = footprint.takeOff(token: on.token, currentDismissMode: .onDrag)
        #expect(appModeKept?.dismissMode == nil)
        let plain = footprint.putOn(handlingTaps: true, dismissMode: nil, over: .onDrag)
        #expect(plain.dismissMode == nil)
        let noneSet = footprint.takeOff(token: plain.token, currentDismissMode: .onDrag)
        #expect(noneSet?.dismissMode == nil)
    }

    @Test("an avoider taken off while the keyboard had moved the scroll view puts the state from before the keyboard back")
    func scrollStateRestored() {
        var footprint = Footprint()
        let on = footprint.putOn(handlingTaps: false, dismissMode: nil, over: .none)
        _ = footprint.tracker.update(to: TextInputKeyboardAvoidance.Adjustment(adjustedState: Self.adjusted, originalState: Self.original))
        let afterKeyboard = footprint.takeOff(token: on.token, currentDismissMode: .none)
        #expect(afterKeyboard?.scrollState == Self.original)
        #expect(footprint.tracker.adjustment == nil)
    }

    @Test("taps are handled only while an avoider that asked for them is on")
    func taps() {
        var footprint = Footprint()
        #expect(!footprint.handlesTaps)
        let on = footprint.putOn(handlingTaps: true, dismissMode: nil, over: .none)
        #expect(footprint.handlesTaps)
        _ = footprint.takeOff(token: on.token, currentDismissMode: .none)
        #expect(!footprint.handlesTaps)
    }

    @Test("an avoider made for the same scroll view takes the one before off; that one's late teardown then changes nothing")
    func replaced() throws {
        var footprint = Footprint()
        let first = footprint.putOn(handlingTaps: true, dismissMode: .interactive, over: .none)
        _ = footprint.tracker.update(to: TextInputKeyboardAvoidance.Adjustment(adjustedState: Self.adjusted, originalState: Self.original))
        // The new avoider takes whichever is on off, then puts itself on over what is back.
        let previous = footprint.takeOff(currentDismissMode: .interactive)
        let before = try #require(previous)
        #expect(before.dismissMode == Mode.none)
        #expect(before.scrollState == Self.original)
        let second = footprint.putOn(handlingTaps: false, dismissMode: .interactive, over: .none)
        #expect(second.token != first.token)
        // The first avoider, freed, tears down one turn later: the second stays on.
        let lateTeardown = footprint.takeOff(token: first.token, currentDismissMode: .interactive)
        #expect(lateTeardown == nil)
        #expect(footprint.isOn)
        let secondOff = footprint.takeOff(token: second.token, currentDismissMode: .interactive)
        #expect(secondOff?.dismissMode == Mode.none)
        let secondAgain = footprint.takeOff(token: second.token, currentDismissMode: .none)
        #expect(secondAgain == nil)
    }
}
