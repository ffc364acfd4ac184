import Foundation
import Testing
import TextInputCore

/// Frames, insets and sizes a host reads from its views can be NaN or infinite (a view laid out
/// with a zero scale, a division by a zero size): none may stop the program, and no NaN offset
/// may come back for the host to hand to its scroll view.
@Suite("No geometry a host reports can stop the program")
struct HostileGeometryTests {
    static let odd: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude]

    @Test("keyboard avoidance with a NaN or infinite value anywhere answers a finite offset, or nothing", arguments: odd)
    func keyboardAvoidance(value: CGFloat) {
        let window = CGRect(x: 0, y: 0, width: 390, height: 844)
        let keyboard = CGRect(x: 0, y: 508, width: 390, height: 336)
        let field = CGRect(x: 16, y: 480, width: 358, height: 44)
        let content = CGSize(width: 390, height: 1200)
        let avoidance = TextInputKeyboardAvoidance()
        func check(
            field: CGRect = field, content: CGSize = content, system: TextInputEdgeInsets = .zero, original: TextInputKeyboardAvoidance.ScrollState = .init()
        ) {
            let adjustment = avoidance.adjustment(
                keyboardFrame: keyboard, windowBounds: window, fieldFrame: field, scrollViewFrame: window,
                contentSize: content, systemContentInset: system, originalState: original)
            if let adjustment {
                #expect(adjustment.adjustedState.contentOffset.y.isFinite)
            }
        }
        check(field: CGRect(x: 16, y: value, width: 358, height: 44))
        check(field: CGRect(x: 16, y: 480, width: 358, height: value))
        check(content: CGSize(width: 390, height: value))
        check(system: TextInputEdgeInsets(top: value))
        check(system: TextInputEdgeInsets(bottom: value))
        check(original: .init(contentOffset: CGPoint(x: 0, y: value)))
        check(original: .init(contentInset: TextInputEdgeInsets(top: value, bottom: value)))
        _ = TextInputKeyboardAvoidance(margin: value).adjustment(
            keyboardFrame: keyboard, windowBounds: window, fieldFrame: field, scrollViewFrame: window,
            contentSize: content, originalState: .init())
    }

    @Test("a form put in reading order from NaN or infinite frames keeps every field once", arguments: odd)
    @MainActor
    func readingOrder(value: CGFloat) {
        let fields = (0..<3).map { _ in TextInputSimulator() }
        let navigator = TextInputFormNavigator(fields.map { TextInputFormats.plain.bind(to: $0) })
        let frames = [
            CGRect(x: 0, y: value, width: 100, height: 44),
            CGRect(x: value, y: 0, width: 100, height: value),
            CGRect(x: 0, y: 60, width: 100, height: 44),
        ]
        #expect(navigator.orderByPosition(frames))
        #expect(navigator.count == 3)
        var focused: [ObjectIdentifier] = []
        for index in 0..<3 {
            fields.forEach { $0.endEditing() }
            navigator.focusField(at: index)
            if let field = fields.first(where: \.isEditing) { focused.append(ObjectIdentifier(field)) }
        }
        #expect(Set(focused).count == 3)
    }
}
