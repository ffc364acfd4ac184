import Foundation
import Testing
import TextInputCore

/// The Swift sample of the keyboard-avoidance section written for Docs/Plugins.md, as written
/// there, with what the section says it does. When the section lands in Docs/Plugins.md, this
/// file belongs in Tests/TextInputCoreTests/Docs/, where DocSamplesTests looks for samples.
@Suite("KeyboardAvoidance: the documentation sample")
struct KeyboardAvoidanceSampleTests {
    @Test("a keyboard, a rotation and the dismissal")
    func keyboardRotationDismissal() {
        let avoidance = TextInputKeyboardAvoidance(margin: 8)
        let portrait = CGRect(x: 0, y: 0, width: 390, height: 844)
        let beforeKeyboard = TextInputKeyboardAvoidance.ScrollState()   // read from the scroll view

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

    @Test("the samples in the doc comments say what the model answers")
    func docCommentSamples() {
        let window = CGRect(x: 0, y: 0, width: 390, height: 844)
        let adjustment = TextInputKeyboardAvoidance().adjustment(
            keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
            windowBounds: window,
            fieldFrame: CGRect(x: 16, y: 480, width: 358, height: 44),
            scrollViewFrame: window,
            contentSize: CGSize(width: 390, height: 1200),
            originalState: TextInputKeyboardAvoidance.ScrollState())
        #expect(adjustment?.adjustedState.contentOffset.y == 24)
        #expect(TextInputKeyboardAvoidance().margin == 8)
        #expect(TextInputEdgeInsets.zero == TextInputEdgeInsets())
        #expect(TextInputEdgeInsets(top: 91, bottom: 49).left == 0)
        #expect(TextInputKeyboardAvoidance.ScrollState().contentOffset == .zero)
    }
}
