import Foundation
import Testing
import TextInputCore

/// What a SwiftUI `FormattedTextField` does with each view update, on any platform.
@MainActor
@Suite("A field SwiftUI represents: view updates, and what waits until they are over")
struct TextInputRepresentedFieldTests {
    /// A field, its wrapper's Core side, and the view's state.
    @MainActor
    final class View {
        let window = TextInputSimulatorWindow()
        let field: TextInputSimulator
        let binding: TextInputBinding<String>
        let represented: TextInputRepresentedField<String>
        let later = Later()
        var value: String?
        var heard: [String] = []
        var returns = 0

        init() {
            field = TextInputSimulator(window: window)
            binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: field)
            represented = TextInputRepresentedField(binding, performLater: { [later] in later.pending.append($0) })
        }

        func update(isFocused: Bool?, onReturn: Bool = false) {
            let onValueChange: @MainActor (String?) -> Void = { [unowned self] value in
                self.heard.append("value \(value ?? "nil")")
                self.value = value
            }
            let onFocusChange: @MainActor (Bool) -> Void = { [unowned self] in self.heard.append("focus \($0)") }
            let returnAction: @MainActor () -> Void = { [unowned self] in self.returns += 1 }
            represented.update(
                value: value,
                onValueChange: onValueChange,
                isFocused: isFocused,
                onFocusChange: isFocused == nil ? nil : onFocusChange,
                returnKey: nil,
                onReturn: onReturn ? returnAction : nil
            )
        }

        func runLater() {
            let pending = later.pending
            later.pending = []
            pending.forEach { $0() }
        }
    }

    /// The changes that wait for the view update to be over.
    @MainActor
    final class Later {
        var pending: [@MainActor () -> Void] = []
    }

    @Test("a value the view sets is written into the field; what it hears back waits for the update to be over")
    func valueWaits() {
        let view = View()
        view.value = "4a2"
        view.update(isFocused: nil)
        #expect(view.field.text == "42")
        #expect(view.heard.isEmpty)
        view.runLater()
        #expect(view.heard == ["value 42"])
    }

    @Test("Return runs the view's action only while it has one", arguments: [true, false])
    func returnAction(hasAction: Bool) {
        let view = View()
        view.update(isFocused: nil, onReturn: hasAction)
        view.field.beginEditing()
        view.field.pressReturn()
        #expect(view.returns == (hasAction ? 1 : 0))
    }

    @Test("a field SwiftUI removes gives up the focus, and the view hears so after the update")
    func disappearing() {
        let view = View()
        view.update(isFocused: true)
        view.runLater()
        #expect(view.field.isEditing)
        view.heard = []
        view.represented.fieldWillDisappear()
        #expect(!view.field.isEditing)
        #expect(view.heard.isEmpty)
        view.runLater()
        #expect(view.heard == ["focus false"])
    }

    @Test("a focus asked for before the field is in a window is taken when it moves to one")
    func focusWaitsForWindow() {
        let view = View()
        view.field.isInWindow = false
        view.update(isFocused: true)
        view.runLater()
        #expect(!view.field.isEditing)
        view.field.isInWindow = true
        view.represented.fieldDidMoveToWindow()
        view.runLater()
        #expect(view.field.isEditing)
    }
}
