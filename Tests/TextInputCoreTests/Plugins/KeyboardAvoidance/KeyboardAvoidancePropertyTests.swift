import Foundation
import Testing
import TextInputCore
import TextInputTesting

/// The keyboard-avoidance rules over random geometries: windows from 320 to 1400 pt, scroll
/// views anywhere in them, app and system insets, docked keyboards of any height, fields of any
/// size anywhere in the content, and a content offset anywhere in its range.
@Suite("KeyboardAvoidance: invariants over random geometries")
struct KeyboardAvoidancePropertyTests {
    typealias Scene = KeyboardAvoidanceScene
    typealias ScrollState = TextInputKeyboardAvoidance.ScrollState

    /// Points are compared with this much slack: the offsets are sums of a few doubles.
    static let tolerance: CGFloat = 1e-6

    @Test("random docked keyboards", arguments: [1, 2, 3, 4] as [UInt64])
    func dockedKeyboards(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<2_000 {
            let avoidance = TextInputKeyboardAvoidance(margin: .random(in: 0...24, using: &random))
            let scene = Self.scene(using: &random)
            try Self.checkInvariants(of: scene, avoidance)
        }
    }

    @Test("a floating or undocked keyboard is never avoided", arguments: [5, 6] as [UInt64])
    func floatingKeyboards(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<1_000 {
            var scene = Self.scene(using: &random)
            let window = scene.window
            if Bool.random(using: &random) {
                scene.isKeyboardFloating = true
            } else {
                // Short of the bottom edge, or narrower than the window.
                let width = CGFloat.random(in: 100...(window.width - 10), using: &random)
                let height = CGFloat.random(in: 50...(window.height / 2), using: &random)
                scene.keyboard = CGRect(
                    x: .random(in: 0...(window.width - width), using: &random),
                    y: .random(in: 0...(window.height - height - 10), using: &random),
                    width: Bool.random(using: &random) ? window.width : width,
                    height: height)
            }
            #expect(scene.adjustment() == nil, "\(scene)")
        }
    }

    @Test("a chain of keyboard frames, each asked from the carried state, restores the first state", arguments: [7, 8] as [UInt64])
    func chains(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<500 {
            let first = Self.scene(using: &random)
            var carried = first.original
            for _ in 0..<4 {
                var next = Self.scene(using: &random)
                next.original = first.original
                let adjustment = next.adjustment(from: carried)
                // The same answer as if this had been the first frame.
                #expect(adjustment == next.adjustment())
                carried = adjustment?.originalState ?? carried
            }
            #expect(carried == first.original)
        }
    }

    /// After the adjustment: the field with its margin (clipped to the content) lies in the
    /// visible space when it fits there, else its top edge does; the offset stays scrollable;
    /// only the bottom insets change; a field visible before does not move.
    static func checkInvariants(
        of scene: Scene, _ avoidance: TextInputKeyboardAvoidance,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let overlap = min(scene.scrollView.height, max(0, scene.scrollView.maxY - scene.keyboard.minY))
        guard overlap > 0 else {
            #expect(scene.adjustment(avoidance) == nil, sourceLocation: sourceLocation)
            return
        }
        let adjustment = try #require(scene.adjustment(avoidance), sourceLocation: sourceLocation)
        let original = scene.original
        let adjusted = adjustment.adjustedState
        #expect(adjustment.originalState == original, sourceLocation: sourceLocation)

        var unchangedApartFromBottom = adjusted
        unchangedApartFromBottom.contentOffset.y = original.contentOffset.y
        unchangedApartFromBottom.contentInset.bottom = original.contentInset.bottom
        unchangedApartFromBottom.verticalScrollIndicatorInsets.bottom = original.verticalScrollIndicatorInsets.bottom
        #expect(unchangedApartFromBottom == original, sourceLocation: sourceLocation)
        let bottom = adjusted.contentInset.bottom + scene.systemContentInset.bottom
        #expect(bottom >= overlap - tolerance, "the keyboard is covered by the inset", sourceLocation: sourceLocation)
        #expect(adjusted.contentInset.bottom >= original.contentInset.bottom, sourceLocation: sourceLocation)

        let offsets = scene.scrollableOffsets(in: adjusted)
        #expect(adjusted.contentOffset.y >= offsets.lowerBound - tolerance, sourceLocation: sourceLocation)
        #expect(adjusted.contentOffset.y <= offsets.upperBound + tolerance, sourceLocation: sourceLocation)

        let field = scene.field
        let margin = avoidance.margin
        var withNewInsets = original
        withNewInsets.contentInset = adjusted.contentInset
        let visibleBefore = scene.visibleContent(in: withNewInsets)
        if field.minY - margin >= visibleBefore.lowerBound, field.maxY + margin <= visibleBefore.upperBound {
            // Within rounding: the test sums the scrollable range in another order than the
            // model, so an offset at the very end of it may differ in the last bit.
            #expect(adjusted.contentOffset.x == original.contentOffset.x, sourceLocation: sourceLocation)
            #expect(
                abs(adjusted.contentOffset.y - original.contentOffset.y) <= tolerance,
                "a visible field never moves", sourceLocation: sourceLocation)
        }

        let visible = scene.visibleContent(in: adjusted)
        let visibleHeight = visible.upperBound - visible.lowerBound
        if field.height + 2 * margin <= visibleHeight {
            let wanted = max(0, field.minY - margin)...min(max(scene.contentSize.height, visibleHeight), field.maxY + margin)
            #expect(visible.lowerBound <= wanted.lowerBound + tolerance, "\(scene)", sourceLocation: sourceLocation)
            #expect(visible.upperBound >= wanted.upperBound - tolerance, "\(scene)", sourceLocation: sourceLocation)
        } else if visibleHeight > 0 {
            #expect(visible.lowerBound <= field.minY + tolerance, "top edge shown: \(scene)", sourceLocation: sourceLocation)
            #expect(visible.upperBound > field.minY, "top edge shown: \(scene)", sourceLocation: sourceLocation)
        }
    }

    /// A random scene with a docked keyboard (possibly hidden below the window) and an offset
    /// in the scrollable range before the keyboard.
    static func scene(using random: inout SeededRandomNumberGenerator) -> Scene {
        func value(_ range: ClosedRange<CGFloat>) -> CGFloat { .random(in: range, using: &random) }
        func maybe(_ range: ClosedRange<CGFloat>) -> CGFloat { Bool.random(using: &random) ? value(range) : 0 }

        let window = CGRect(x: 0, y: 0, width: value(320...1400), height: value(320...1400))
        let top = value(0...(window.height / 3))
        let x = value(0...(window.width / 4))
        // Half the scroll views reach the window's bottom edge, as full-screen forms do.
        let scrollView = CGRect(
            x: x, y: top,
            width: value((window.width / 2)...(window.width - x)),
            height: Bool.random(using: &random) ? window.height - top : value((window.height / 3)...(window.height - top)))
        // One keyboard in eight is hidden: its last frame lies just below the window.
        let keyboardHeight = Int.random(in: 0..<8, using: &random) == 0 ? 0 : value(0...(window.height * 0.7))
        let keyboard = CGRect(x: 0, y: window.height - keyboardHeight, width: window.width, height: keyboardHeight)
        let contentHeight = value(50...3000)
        let fieldHeight = value(10...min(contentHeight, 600))
        // Fields at either end of the content meet the ends of the scrollable range more often.
        let fieldY =
            switch Int.random(in: 0..<4, using: &random) {
            case 0: value(0...min(20, contentHeight - fieldHeight))
            case 1: value(max(0, contentHeight - fieldHeight - 20)...(contentHeight - fieldHeight))
            default: value(0...(contentHeight - fieldHeight))
            }
        let field = CGRect(x: value(0...100), y: fieldY, width: value(10...300), height: fieldHeight)
        let system = TextInputEdgeInsets(top: maybe(0...100), left: maybe(0...50), bottom: maybe(0...40))
        let inset = TextInputEdgeInsets(top: maybe(0...60), left: maybe(0...20), bottom: maybe(0...120), right: maybe(0...20))
        var scene = Scene(
            name: "random", window: window, keyboard: keyboard, scrollView: scrollView,
            contentSize: CGSize(width: scrollView.width, height: contentHeight),
            systemContentInset: system, field: field,
            original: ScrollState(
                contentInset: inset,
                verticalScrollIndicatorInsets: TextInputEdgeInsets(bottom: maybe(0...120))))
        let offsets = scene.scrollableOffsets(in: scene.original)
        let offsetY =
            switch Int.random(in: 0..<6, using: &random) {
            case 0: offsets.lowerBound
            case 1: offsets.upperBound
            default: value(offsets)
            }
        scene.original.contentOffset = CGPoint(x: maybe(-50...50), y: offsetY)
        scene.name = "random \(scene)"
        return scene
    }
}
