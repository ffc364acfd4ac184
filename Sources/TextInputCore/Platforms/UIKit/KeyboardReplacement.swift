/// Whether a view shown in the keyboard's place (the autofill suggestions) is in it, and how a
/// change of what the plugin wants moves it in or out: the decisions of the UIKit suggestions view,
/// which only performs the step it is given.
///
/// The rules:
/// - The view comes in only while the field has the keyboard (is first responder): through a
///   keyboard bar the field shows no keyboard to replace.
/// - Going out, a view that is no longer the field's input view (the app replaced it) is left
///   alone; one whose field lost the keyboard is removed at once, with nothing to animate.
/// - A slide out that finishes after the view was asked in again leaves it in place.
///
/// ```swift
/// var replacement = KeyboardReplacement()
/// replacement.step(showing: true, fieldIsFirstResponder: true, isInputView: false)   // .slideIn
/// replacement.step(showing: false, fieldIsFirstResponder: true, isInputView: true)   // .slideOut
/// replacement.finishesSlideOut(isInputView: true)                                     // true
/// ```
package struct KeyboardReplacement: Hashable, Sendable {
    /// What the view does to the field's input views.
    package enum Step: Hashable, Sendable {
        /// Nothing changes.
        case none
        /// The view becomes the input view, its content sliding up.
        case slideIn
        /// The content slides down, then the keyboard comes back.
        case slideOut
        /// The view stops being the input view without animating (the field has no keyboard).
        case remove

        /// How long the step's slide lasts, in seconds: none with Reduce Motion on, where the
        /// view appears and goes at once rather than slide; none for a step without a slide.
        ///
        /// ```swift
        /// KeyboardReplacement.Step.slideIn.duration(reducingMotion: false)   // 0.25
        /// KeyboardReplacement.Step.slideIn.duration(reducingMotion: true)    // 0
        /// ```
        package func duration(reducingMotion: Bool) -> Double {
            switch (self, reducingMotion) {
            case (.slideIn, false): 0.25
            case (.slideOut, false): 0.2
            default: 0
            }
        }
    }

    /// Whether the view is in the keyboard's place, or on its way there.
    package private(set) var isShown = false

    /// Out of the keyboard's place.
    package init() {}

    /// The step that follows the plugin's wanting the view `showing` or not, given whether the
    /// field is first responder and whether the view is its input view now.
    package mutating func step(showing: Bool, fieldIsFirstResponder: Bool, isInputView: Bool) -> Step {
        guard showing != isShown, !showing || fieldIsFirstResponder else { return .none }
        isShown = showing
        if showing { return .slideIn }
        guard isInputView else { return .none }
        return fieldIsFirstResponder ? .slideOut : .remove
    }

    /// Whether a slide out that just finished gives the keyboard back: not when the view was
    /// asked in again meanwhile, nor when it is no longer the input view.
    package func finishesSlideOut(isInputView: Bool) -> Bool {
        !isShown && isInputView
    }

    /// Forgets the view's place, as when it is detached.
    package mutating func reset() {
        isShown = false
    }
}
