/// One field's share of a focus value the whole form holds, as with SwiftUI's
/// `.focused(_:equals:)`: the field has the focus while the value names it.
///
/// The SwiftUI wrappers in the UIKit and AppKit modules turn a `Binding<Focus?>` into the
/// Boolean their field follows with it, so the rule lives here, where it is tested.
package struct TextInputFocusShare<Focus: Equatable> {
    /// The value that names this field.
    package let field: Focus

    package init(field: Focus) {
        self.field = field
    }

    /// Whether the field has the focus when the form's focus value is `focus`.
    package func isFocused(in focus: Focus?) -> Bool {
        focus == field
    }

    /// The form's focus value once this field takes the focus (`isFocused` true) or gives it up.
    /// Giving it up leaves the form with no focused field only when this field had it; a field
    /// the focus has already moved away from does not take it from the next one.
    package func focus(_ focus: Focus?, settingFocused isFocused: Bool) -> Focus? {
        if isFocused { return field }
        return focus == field ? nil : focus
    }
}

extension TextInputFocusShare: Sendable where Focus: Sendable {}
