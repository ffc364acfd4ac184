import Testing

@testable import TextInputCore

@Suite("A view in the keyboard's place moves in only while the field has the keyboard, and out once")
struct KeyboardReplacementTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var wasShown: Bool
        var showing: Bool
        var fieldIsFirstResponder: Bool
        var isInputView: Bool
        var step: KeyboardReplacement.Step
        var isShown: Bool
        var testDescription: String {
            "shown \(wasShown) → \(showing), first responder \(fieldIsFirstResponder), input view \(isInputView): \(step)"
        }
    }

    static let cases: [Case] = [
        Case(wasShown: false, showing: true, fieldIsFirstResponder: true, isInputView: false, step: .slideIn, isShown: true),
        // Through a keyboard bar the field has no keyboard to replace.
        Case(wasShown: false, showing: true, fieldIsFirstResponder: false, isInputView: false, step: .none, isShown: false),
        Case(wasShown: true, showing: true, fieldIsFirstResponder: true, isInputView: true, step: .none, isShown: true),
        Case(wasShown: true, showing: false, fieldIsFirstResponder: true, isInputView: true, step: .slideOut, isShown: false),
        Case(wasShown: true, showing: false, fieldIsFirstResponder: false, isInputView: true, step: .remove, isShown: false),
        // The app put another input view in place: it stays.
        Case(wasShown: true, showing: false, fieldIsFirstResponder: true, isInputView: false, step: .none, isShown: false),
        Case(wasShown: false, showing: false, fieldIsFirstResponder: true, isInputView: false, step: .none, isShown: false),
    ]

    @Test("each change of what the plugin wants gives one step", arguments: cases)
    func step(_ c: Case) {
        var replacement = KeyboardReplacement()
        if c.wasShown {
            _ = replacement.step(showing: true, fieldIsFirstResponder: true, isInputView: false)
        }
        #expect(replacement.step(showing: c.showing, fieldIsFirstResponder: c.fieldIsFirstResponder, isInputView: c.isInputView) == c.step)
        #expect(replacement.isShown == c.isShown)
    }

    @Test(
        "a slide out gives the keyboard back unless the view was asked in again or replaced",
        arguments: [(false, true, true), (true, true, false), (false, false, false)])
    func finishesSlideOut(askedInAgain: Bool, isInputView: Bool, finishes: Bool) {
        var replacement = KeyboardReplacement()
        _ = replacement.step(showing: true, fieldIsFirstResponder: true, isInputView: false)
        _ = replacement.step(showing: false, fieldIsFirstResponder: true, isInputView: true)
        if askedInAgain {
            _ = replacement.step(showing: true, fieldIsFirstResponder: true, isInputView: true)
        }
        #expect(replacement.finishesSlideOut(isInputView: isInputView) == finishes)
    }

    @Test("a detached view starts out of the keyboard's place")
    func reset() {
        var replacement = KeyboardReplacement()
        _ = replacement.step(showing: true, fieldIsFirstResponder: true, isInputView: false)
        replacement.reset()
        #expect(!replacement.isShown)
        #expect(replacement.step(showing: true, fieldIsFirstResponder: true, isInputView: true) == .slideIn)
    }
}

@Suite("Keyboard replacement: how long a slide lasts")
struct KeyboardReplacementDurationTests {
    @Test(
        "a slide lasts a fraction of a second, and nothing with Reduce Motion on or without a slide",
        arguments: [
            (KeyboardReplacement.Step.slideIn, false, 0.25), (.slideOut, false, 0.2), (.slideIn, true, 0), (.slideOut, true, 0),
            (.remove, false, 0), (.none, false, 0),
        ] as [(KeyboardReplacement.Step, Bool, Double)])
    func duration(step: KeyboardReplacement.Step, reducingMotion: Bool, seconds: Double) {
        #expect(step.duration(reducingMotion: reducingMotion) == seconds)
    }
}
