import Foundation
import Testing
import TextInputCore

/// A rotation, or any new keyboard frame, is answered from the state before the keyboard, which
/// each adjustment carries: adjustments never compound, and dismissal puts back exactly what was
/// there.
@Suite("KeyboardAvoidance: new keyboard frames and dismissal")
struct KeyboardAvoidanceRotationTests {
    typealias Scene = KeyboardAvoidanceScene
    typealias ScrollState = TextInputKeyboardAvoidance.ScrollState

    /// What the app had before the keyboard: scrolled to the top under a 47-pt status bar, a
    /// 20-pt inset of its own at the bottom.
    static let beforeKeyboard = ScrollState(
        contentOffset: CGPoint(x: 0, y: -47),
        contentInset: TextInputEdgeInsets(bottom: 20),
        verticalScrollIndicatorInsets: TextInputEdgeInsets(bottom: 20))

    static let portrait = Scene.iPhone(
        "portrait", fieldAt: 600, offset: -47, contentInset: TextInputEdgeInsets(bottom: 20),
        systemContentInset: TextInputEdgeInsets(top: 47, bottom: 34))

    /// The same form laid out again for 844×390: wider, so shorter, the field higher up, a
    /// 209-pt keyboard, and the safe area at the sides and 21 pt at the bottom.
    static let landscape = Scene(
        name: "landscape",
        window: Scene.iPhoneLandscapeWindow,
        keyboard: Scene.iPhoneLandscapeKeyboard,
        scrollView: Scene.iPhoneLandscapeWindow,
        contentSize: CGSize(width: 844, height: 900),
        systemContentInset: TextInputEdgeInsets(top: 0, left: 47, bottom: 21, right: 47),
        field: CGRect(x: 60, y: 400, width: 724, height: 44),
        original: beforeKeyboard)

    @Test("each orientation's adjustment is computed from the state before the keyboard")
    func rotation() throws {
        let shown = try #require(Self.portrait.adjustment())
        #expect(shown.adjustedState.contentOffset.y == 144)
        #expect(shown.adjustedState.contentInset.bottom == 302)  // 336 − the system's 34

        let rotated = try #require(Self.landscape.adjustment(from: shown.originalState))
        #expect(rotated.adjustedState.contentOffset.y == 271)  // 452 − (390 − 209)
        #expect(rotated.adjustedState.contentInset.bottom == 188)  // 209 − the system's 21
        #expect(rotated.originalState == Self.beforeKeyboard)

        let rotatedBack = try #require(Self.portrait.adjustment(from: rotated.originalState))
        #expect(rotatedBack == shown)
    }

    @Test("asking from the adjusted state instead would compound: a larger inset, a further scroll")
    func compoundingIsWhatTheOriginalStatePrevents() throws {
        let shown = try #require(Self.portrait.adjustment())
        let compounded = try #require(Self.landscape.adjustment(from: shown.adjustedState))
        let fresh = try #require(Self.landscape.adjustment(from: shown.originalState))
        #expect(compounded.adjustedState.contentInset.bottom == 302)
        #expect(compounded.adjustedState.contentOffset.y == 385)
        #expect(fresh.adjustedState.contentInset.bottom == 188)
        #expect(fresh.adjustedState.contentOffset.y == 271)
    }

    @Test("a suggestion bar appearing over a visible field: the inset follows, the offset stays")
    func keyboardGrows() throws {
        var scene = Scene.iPhone("field at 400", fieldAt: 400)
        scene.keyboard = CGRect(x: 0, y: 552, width: 390, height: 292)
        let small = try #require(scene.adjustment())
        scene.keyboard = Scene.iPhoneKeyboard
        let grown = try #require(scene.adjustment(from: small.originalState))
        #expect(small.adjustedState.contentInset.bottom == 292)
        #expect(grown.adjustedState.contentInset.bottom == 336)
        #expect(grown.adjustedState.contentOffset.y == 0)
    }

    @Test("a keyboard that starts floating gets no adjustment: the original state goes back")
    func becomesFloating() throws {
        let shown = try #require(Self.portrait.adjustment())
        var floating = Self.portrait
        floating.keyboard = CGRect(x: 35, y: 400, width: 320, height: 260)
        #expect(floating.adjustment(from: shown.originalState) == nil)
        #expect(shown.originalState == Self.beforeKeyboard)
    }

    @Test("dismissal: the keyboard's last frame is below the window, and the original state goes back exactly")
    func dismissal() throws {
        let shown = try #require(Self.portrait.adjustment())
        let rotated = try #require(Self.landscape.adjustment(from: shown.originalState))
        var hidden = Self.landscape
        hidden.keyboard.origin.y = hidden.window.maxY
        #expect(hidden.adjustment(from: rotated.originalState) == nil)
        #expect(rotated.originalState == Self.beforeKeyboard)
    }
}

extension KeyboardAvoidanceRotationTests {
    @Test("shown, rotated, restored: one scroll view through a keyboard's whole visit")
    func shownRotatedRestored() {
        let avoidance = TextInputKeyboardAvoidance(margin: 8)
        let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
        let beforeKeyboard = TextInputKeyboardAvoidance.ScrollState()  // read from the scroll view

        // The keyboard appears: 336 pt over a full-screen form, the focused field at y = 600.
        let shown = avoidance.adjustment(
            keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
            windowBounds: portrait,
            fieldFrame: CGRect(x: 16, y: 600, width: 358, height: 44),
            scrollViewFrame: portrait,
            contentSize: CGSize(width: 390, height: 1200),
            originalState: beforeKeyboard)
        #expect(shown?.adjustedState.contentOffset.y == 144)
        #expect(shown?.adjustedState.contentInset.bottom == 336)

        // The device rotates: ask again from the original state, never from the adjusted one.
        let landscape = CGRect(x: 0, y: 0, width: 844, height: 390)
        let rotated = avoidance.adjustment(
            keyboardFrame: CGRect(x: 0, y: 181, width: 844, height: 209),
            windowBounds: landscape,
            fieldFrame: CGRect(x: 60, y: 400, width: 724, height: 44),
            scrollViewFrame: landscape,
            contentSize: CGSize(width: 844, height: 900),
            originalState: shown?.originalState ?? beforeKeyboard)
        #expect(rotated?.adjustedState.contentOffset.y == 271)

        // The keyboard goes: put back exactly what was there.
        let restored = rotated?.originalState ?? beforeKeyboard
        #expect(restored == beforeKeyboard)
    }
}
