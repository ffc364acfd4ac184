import Foundation
import Testing
import TextInputCore

/// With a hardware keyboard, iOS shows only the input accessory view (or the iPad's shortcuts
/// bar) docked at the bottom of the screen, and reports that as the keyboard: either the strip
/// itself, or the whole software keyboard's frame pushed down until only the strip is on screen
/// (the ionic keyboard plugin, PR #273, saw 313 pt reported and 55 pt visible; IQKeyboardManager
/// #469 left a keyboard-sized gap). Only the part on screen counts, so the form moves no more than
/// the strip requires: not at all for a field above it.
@Suite("KeyboardAvoidance: only the accessory bar of a hardware keyboard is on screen")
struct KeyboardAvoidanceHardwareKeyboardTests {
    typealias Scene = KeyboardAvoidanceScene

    /// A 55-pt bar at the bottom of the portrait iPhone, reported as itself.
    static let strip = CGRect(x: 0, y: 789, width: 390, height: 55)
    /// The same bar reported as a 336-pt keyboard of which only the top 55 pt are on screen.
    static let keyboardBelowTheScreen = CGRect(x: 0, y: 789, width: 390, height: 336)

    @Test(
        "a field above the bar keeps its offset; the bottom inset grows by the bar only",
        arguments: [strip, keyboardBelowTheScreen])
    func fieldAboveTheBarStays(keyboard: CGRect) {
        KeyboardAvoidanceTests.expect(
            .iPhone("field at 600", fieldAt: 600, keyboard: keyboard), offsetY: 0, bottomInset: 55)
    }

    @Test(
        "a field under the bar moves just above the bar, not above a whole keyboard: 780 + 44 + 8 − 789",
        arguments: [strip, keyboardBelowTheScreen])
    func fieldUnderTheBarMovesAboveIt(keyboard: CGRect) {
        KeyboardAvoidanceTests.expect(
            .iPhone("field at 780", fieldAt: 780, keyboard: keyboard), offsetY: 43, bottomInset: 55)
    }

    @Test("a bar pinned over the home indicator: the safe area's 34 pt under it are not added again")
    func barOverTheHomeIndicator() {
        let bar = CGRect(x: 0, y: 766, width: 390, height: 78)
        let scene = Scene.iPhone(
            "44-pt bar + 34-pt home indicator", fieldAt: 600, offset: -47,
            systemContentInset: KeyboardAvoidanceTests.safeArea, keyboard: bar)
        KeyboardAvoidanceTests.expect(scene, offsetY: -47, bottomInset: 44)
    }

    @Test("a bar gone below the window is not avoided")
    func barBelowTheScreen() {
        let scene = Scene.iPhone(
            "bar below the window", fieldAt: 600, keyboard: CGRect(x: 0, y: 844, width: 390, height: 55))
        #expect(scene.adjustment() == nil)
    }
}
