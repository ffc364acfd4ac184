import Foundation
import TextInputCore

/// Watches one binding's `editingChanged` events: each must name exactly the parts of the state
/// (entered text, selection, value) that differ from the state the previous event reported.
///
/// The selection is compared as the binding compares it: the field's UTF-16 selection when the
/// event is sent, which with an inline suggestion is the suggestion itself while the event
/// carries a caret before it.
@MainActor
package final class EditingEventLog<Value: Equatable> {
    /// What the last event reported, or the field's state when the binding was made.
    package private(set) var text: String
    package private(set) var selection: NSRange
    package private(set) var value: Value?

    /// The first event that broke the rule.
    package private(set) var violation: EditingViolation?

    /// Whether an `editingChanged` event has arrived since ``resetArrivals()``.
    package private(set) var hasArrivals = false

    /// Called with every event the binding sends, after the log has recorded it.
    package var observer: ((TextInputEvent<Value>) -> Void)?

    /// Starts from `binding`'s state and watches its events from now on (it takes the binding's
    /// event handler).
    package init(watching binding: TextInputBinding<Value>, of field: TextInputSimulator) {
        text = binding.enteredText
        selection = field.selectedUTF16Range
        value = binding.value
        binding.eventHandler = { [weak self, weak field] event in
            guard let self, let field else { return }
            if case let .editingChanged(state, changes) = event {
                record(state, changes, fieldSelection: field.selectedUTF16Range)
            }
            observer?(event)
        }
    }

    /// Forgets that events arrived.
    package func resetArrivals() {
        hasArrivals = false
    }

    private func record(_ state: TextInputEditingState<Value>, _ changes: TextInputEditingChanges, fieldSelection: NSRange) {
        hasArrivals = true
        var expected: TextInputEditingChanges = []
        if !state.text.isIdentical(to: text) { expected.insert(.text) }
        if fieldSelection != selection { expected.insert(.selectedRange) }
        if state.value != value { expected.insert(.value) }
        if violation == nil, changes != expected || changes.isEmpty {
            violation = EditingViolation(
                invariant: .eventChanges,
                detail: "an editingChanged event says \(changes.names) changed, but \(expected.names) did: "
                    + "\(text.debugDescription) \(selection) \(String(describing: value)) → "
                    + "\(state.text.debugDescription) \(fieldSelection) \(String(describing: state.value))",
                expectation: nil
            )
        }
        text = state.text
        selection = fieldSelection
        value = state.value
    }
}

extension TextInputEditingChanges {
    /// The changes by name, for reports.
    package var names: String {
        let names = [(Self.text, "text"), (.selectedRange, "selection"), (.value, "value")]
            .filter { contains($0.0) }
            .map(\.1)
        return names.isEmpty ? "nothing" : names.joined(separator: "+")
    }
}

extension String {
    /// Whether the two texts have the same bytes. `==` would call "é" and "e\u{301}" equal,
    /// as canonically equivalent; a field that shows one instead of the other has changed.
    package func isIdentical(to other: String) -> Bool {
        utf8.elementsEqual(other.utf8)
    }
}
