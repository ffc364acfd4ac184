import Foundation
import Testing
import TextInputCore

/// The samples of the keyboard-avoidance doc comments.
@Suite("KeyboardAvoidance: the doc comments' samples")
struct KeyboardAvoidanceSampleTests {
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
