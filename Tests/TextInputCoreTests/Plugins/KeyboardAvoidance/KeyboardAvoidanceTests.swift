import Foundation
import Testing
import TextInputCore

/// The keyboard-avoidance rules on concrete screens: a 390×844 iPhone with a 336-pt keyboard,
/// an iPad form sheet, floating iPad keyboards. Fields are 44 pt tall and the margin is 8 pt
/// unless a case says otherwise.
@Suite("KeyboardAvoidance: the content offset and bottom inset for one keyboard frame")
struct KeyboardAvoidanceTests {
    typealias Scene = KeyboardAvoidanceScene

    static let safeArea = TextInputEdgeInsets(top: 47, bottom: 34)

    /// Checks that `scene` scrolls to `offsetY` with `bottomInset` as the app's new bottom
    /// inset, and leaves everything else as it was.
    static func expect(
        _ scene: Scene, offsetY: CGFloat, bottomInset: CGFloat,
        _ avoidance: TextInputKeyboardAvoidance = TextInputKeyboardAvoidance(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let adjustment = scene.adjustment(avoidance)
        var expected = scene.original
        expected.contentOffset.y = offsetY
        expected.contentInset.bottom = bottomInset
        expected.verticalScrollIndicatorInsets.bottom = bottomInset
        #expect(adjustment?.adjustedState == expected, sourceLocation: sourceLocation)
        #expect(adjustment?.originalState == scene.original, sourceLocation: sourceLocation)
    }

    @Test(
        "a covered field moves just above the keyboard, and only the overlap counts",
        arguments: [
            (Scene.iPhone("partly covered at 480: 524 + 8 − 508", fieldAt: 480), 24, 336),
            (Scene.iPhone("covered at 600", fieldAt: 600), 144, 336),
            (Scene.iPhone("covered at 800", fieldAt: 800), 344, 336),
            (
                Scene.iPhone(
                    "safe area: the system's 34 pt under the keyboard are not added again",
                    fieldAt: 600, offset: -47, systemContentInset: safeArea), 144, 302
            ),
            (
                Scene.iPhone(
                    "scroll view ending at 761 above a tab bar: 253 pt overlap",
                    fieldAt: 600, scrollView: CGRect(x: 0, y: 0, width: 390, height: 761)), 144, 253
            ),
            (
                Scene.iPhone(
                    "scroll view below a 100-pt header",
                    fieldAt: 600, scrollView: CGRect(x: 0, y: 100, width: 390, height: 744)), 244, 336
            ),
            (
                Scene.iPhone(
                    "the app's 400-pt bottom inset already covers the keyboard and stays",
                    fieldAt: 600, contentInset: TextInputEdgeInsets(bottom: 400)), 208, 400
            ),
            (
                Scene(
                    name: "iPad form sheet: 120 pt of a docked keyboard overlap it",
                    window: Scene.iPadWindow,
                    keyboard: CGRect(x: 0, y: 860, width: 820, height: 320),
                    scrollView: CGRect(x: 110, y: 200, width: 600, height: 780),
                    contentSize: CGSize(width: 600, height: 1000),
                    field: CGRect(x: 20, y: 700, width: 560, height: 44)), 92, 120
            ),
        ] as [(Scene, CGFloat, CGFloat)])
    func coveredFieldMoves(scene: Scene, offsetY: CGFloat, bottomInset: CGFloat) {
        Self.expect(scene, offsetY: offsetY, bottomInset: bottomInset)
    }

    @Test(
        "a visible field keeps its offset; the inset still grows so the end stays reachable",
        arguments: [
            (Scene.iPhone("at 100", fieldAt: 100), 0, 336),
            (Scene.iPhone("bottom + margin exactly at the keyboard's top", fieldAt: 456), 0, 336),
            (Scene.iPhone("scrolled to 300, field at 500", fieldAt: 500, offset: 300), 300, 336),
            (
                Scene.iPhone(
                    "safe area, at the top of the content", fieldAt: 200, offset: -47,
                    systemContentInset: safeArea), -47, 302
            ),
            (Scene.iPhone("content shorter than the visible space", fieldAt: 250, contentHeight: 300), 0, 336),
        ] as [(Scene, CGFloat, CGFloat)])
    func visibleFieldStays(scene: Scene, offsetY: CGFloat, bottomInset: CGFloat) {
        Self.expect(scene, offsetY: offsetY, bottomInset: bottomInset)
    }

    @Test(
        "a field scrolled out above the visible space comes down to its top edge",
        arguments: [
            (Scene.iPhone("scrolled to 350, field at 300", fieldAt: 300, offset: 350), 292, 336),
            (Scene.iPhone("under a 47-pt top inset", fieldAt: 300, offset: 380, systemContentInset: safeArea), 245, 302),
        ] as [(Scene, CGFloat, CGFloat)])
    func fieldAboveComesDown(scene: Scene, offsetY: CGFloat, bottomInset: CGFloat) {
        Self.expect(scene, offsetY: offsetY, bottomInset: bottomInset)
    }

    @Test(
        "a field taller than the visible space shows its top edge, not its bottom",
        arguments: [
            (Scene.iPhone("616 pt with margins in 508", fieldAt: 300, height: 600), 292, 336),
            (Scene.iPhone("top already visible: pinned to the top anyway", fieldAt: 100, height: 700), 92, 336),
            (Scene.iPhone("scrolled past its top", fieldAt: 300, height: 600, offset: 350), 292, 336),
            (Scene.iPhone("as tall as the content", fieldAt: 0, height: 1200, offset: 300), 0, 336),
            (
                Scene.iPhone(
                    "a 4-pt strip above the keyboard: half the strip is margin",
                    fieldAt: 600, scrollView: CGRect(x: 0, y: 504, width: 390, height: 340)), 598, 336
            ),
            (
                Scene(
                    name: "landscape: 216 pt with margins in 181",
                    window: Scene.iPhoneLandscapeWindow,
                    keyboard: Scene.iPhoneLandscapeKeyboard,
                    scrollView: Scene.iPhoneLandscapeWindow,
                    contentSize: CGSize(width: 844, height: 900),
                    field: CGRect(x: 60, y: 100, width: 724, height: 200)), 92, 209
            ),
        ] as [(Scene, CGFloat, CGFloat)])
    func tallFieldShowsTop(scene: Scene, offsetY: CGFloat, bottomInset: CGFloat) {
        Self.expect(scene, offsetY: offsetY, bottomInset: bottomInset)
    }

    @Test(
        "the offset never leaves the content: not past its end, not above the top inset",
        arguments: [
            (Scene.iPhone("last field: 694 wanted, 1200 + 336 − 844 allowed", fieldAt: 1150), 692, 336),
            (Scene.iPhone("short content: 54 wanted, 560 + 336 − 844 allowed", fieldAt: 510, contentHeight: 560), 52, 336),
            (Scene.iPhone("first field: −8 wanted, 0 allowed", fieldAt: 0, offset: 200), 0, 336),
            (
                Scene.iPhone(
                    "first field under a 47-pt top inset: −55 wanted, −47 allowed",
                    fieldAt: 0, offset: 200, systemContentInset: safeArea), -47, 302
            ),
        ] as [(Scene, CGFloat, CGFloat)])
    func offsetStaysInContent(scene: Scene, offsetY: CGFloat, bottomInset: CGFloat) {
        Self.expect(scene, offsetY: offsetY, bottomInset: bottomInset)
    }

    static let floatingOrAbsent: [Scene] = [
        Scene(
            name: "iPad floating keyboard in the middle of the screen",
            window: Scene.iPadWindow, keyboard: CGRect(x: 250, y: 700, width: 320, height: 260)),
        Scene(
            name: "iPad undocked keyboard: full width, not at the bottom",
            window: Scene.iPadWindow, keyboard: CGRect(x: 0, y: 500, width: 820, height: 320)),
        Scene(
            name: "docked-looking frame the system reports as floating",
            window: Scene.iPadWindow, keyboard: CGRect(x: 0, y: 860, width: 820, height: 320), isFloating: true),
        Scene(name: "floating keyboard reported as a zero frame", window: Scene.iPadWindow, keyboard: .zero),
        Scene(
            name: "iPad landscape floating keyboard",
            window: CGRect(x: 0, y: 0, width: 1180, height: 820),
            keyboard: CGRect(x: 800, y: 500, width: 320, height: 260)),
        Scene.iPhone(
            "hidden keyboard, below the window", fieldAt: 600,
            keyboard: CGRect(x: 0, y: 844, width: 390, height: 336)),
        Scene.iPhone(
            "scroll view entirely above the keyboard", fieldAt: 400,
            scrollView: CGRect(x: 0, y: 0, width: 390, height: 500)),
    ]

    @Test("a floating, undocked, hidden or non-overlapping keyboard is not avoided", arguments: floatingOrAbsent)
    func notAvoided(scene: Scene) {
        #expect(scene.adjustment() == nil)
    }

    @Test(
        "the margin is the space kept above the keyboard",
        arguments: [
            (20, 156), (0, 136), (-5, 136), (.nan, 136), (.infinity, 136),
        ] as [(CGFloat, CGFloat)])
    func margin(margin: CGFloat, offsetY: CGFloat) {
        let avoidance = TextInputKeyboardAvoidance(margin: margin)
        #expect(avoidance.margin >= 0)
        Self.expect(.iPhone("at 600", fieldAt: 600), offsetY: offsetY, bottomInset: 336, avoidance)
    }

    @Test("avoidance is vertical: the horizontal offset and the side insets are kept")
    func horizontalUntouched() {
        var scene = Scene.iPhone("scrolled sideways in a right-to-left layout", fieldAt: 600)
        scene.original.contentOffset.x = -120
        scene.original.contentInset = TextInputEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        scene.field.origin.x = -400
        let adjusted = scene.adjustment()?.adjustedState
        #expect(adjusted?.contentOffset == CGPoint(x: -120, y: 144))
        #expect(adjusted?.contentInset == TextInputEdgeInsets(top: 10, left: 20, bottom: 336, right: 40))
    }
}
