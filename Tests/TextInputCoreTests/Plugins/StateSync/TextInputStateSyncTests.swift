import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Keeping state held outside a field in step with it")
struct TextInputStateSyncTests {
    /// A field, its binding, and the state a SwiftUI view keeps for it, which hears the field
    /// through the sync and is handed back to it at each view update.
    @MainActor
    final class Form {
        let window = TextInputSimulatorWindow()
        let field: TextInputSimulator
        let other: TextInputSimulator
        let binding: TextInputBinding<String>
        let sync: TextInputStateSync<String>
        var value: String?
        var isFocused = false
        /// What the outside heard, in order.
        var heard: [String] = []
        /// The field's events, in order.
        var events: [String] = []

        init(_ format: TextInputFormat<String> = TextInputFormats.plain.filter(by: .decimalDigits)) {
            field = TextInputSimulator(window: window)
            other = TextInputSimulator(window: window)
            binding = format.bind(to: field)
            sync = TextInputStateSync(binding)
            binding.eventHandler = { [unowned self] event in
                if case let .editingChanged(state, _) = event { self.events.append(state.text) }
            }
            sync.onValueChange = { [unowned self] value in
                self.heard.append("value \(value ?? "nil")")
                self.value = value
            }
            sync.onFocusChange = { [unowned self] isFocused in
                self.heard.append("focus \(isFocused)")
                self.isFocused = isFocused
            }
        }

        /// A view update with the state as it is now; answers whether changes wait.
        @discardableResult
        func viewUpdate() -> Bool {
            sync.update(value: value, isFocused: isFocused)
        }
    }

    @Test("the user's edits reach the outside at once, and the view update that follows writes nothing back")
    func editsReachTheOutside() {
        let form = Form()
        form.viewUpdate()
        form.field.insert("4")
        form.field.insert("2")
        #expect(form.value == "42")
        #expect(form.heard == ["focus true", "value 4", "value 42"])
        form.events = []
        #expect(!form.viewUpdate())
        #expect(form.field.text == "42")
        #expect(form.events.isEmpty)
    }

    @Test("a value the outside changes is written into the field through the format, and not heard back")
    func outsideValueIsWritten() {
        let form = Form()
        form.viewUpdate()
        form.value = "12ab34"
        #expect(form.viewUpdate())  // the format shows "1234": the outside hears it once the update is over
        #expect(form.field.text == "1234")
        #expect(form.heard.isEmpty)
        form.sync.performPendingChanges()
        #expect(form.heard == ["value 1234"])
        #expect(form.value == "1234")
        #expect(!form.viewUpdate())
        #expect(form.field.text == "1234")
    }

    @Test("a value the field shows as given is not told back to the outside")
    func exactValueIsNotToldBack() {
        let form = Form()
        form.value = "1234"
        #expect(!form.viewUpdate())
        #expect(form.field.text == "1234")
        form.sync.performPendingChanges()
        #expect(form.heard.isEmpty)
    }

    @Test("a view update made with state older than the user's last edit leaves the edit alone")
    func staleUpdateLeavesTheEdit() {
        let form = Form()
        form.viewUpdate()  // the outside held nil
        form.field.insert("7")
        form.sync.update(value: nil, isFocused: false)  // SwiftUI updates before the new state reaches the view
        #expect(form.field.text == "7")
        #expect(form.field.isEditing)
        form.viewUpdate()  // the state the field wrote
        #expect(form.field.text == "7")
    }

    @Test("clearing the value outside empties the field")
    func clearingEmptiesTheField() {
        let form = Form()
        form.value = "55"
        form.viewUpdate()
        form.value = nil
        form.viewUpdate()
        #expect(form.field.text == "")
    }

    @Test("focus the outside asks for is given once the update is over, and the field's focus reaches the outside")
    func focusRequests() {
        let form = Form()
        form.viewUpdate()
        form.isFocused = true
        #expect(form.viewUpdate())
        #expect(!form.field.isEditing)
        form.sync.performPendingChanges()
        #expect(form.field.isEditing)
        #expect(form.heard == ["focus true"])

        form.other.beginEditing()  // the user taps another field
        #expect(form.heard == ["focus true", "focus false"])
        #expect(!form.isFocused)

        form.viewUpdate()
        form.isFocused = true
        form.viewUpdate()
        form.sync.performPendingChanges()
        #expect(form.field.isEditing)
        form.isFocused = false
        form.viewUpdate()
        form.sync.performPendingChanges()
        #expect(!form.field.isEditing)
    }

    @Test("a field that cannot take the focus the outside asked for says so")
    func refusedFocus() {
        let form = Form()
        form.field.isEnabled = false
        form.viewUpdate()
        form.isFocused = true
        form.viewUpdate()
        form.sync.performPendingChanges()
        #expect(!form.field.isEditing)
        #expect(form.heard == ["focus false"])
        #expect(!form.isFocused)
        #expect(!form.viewUpdate())
    }

    @Test("focus asked for before the field is in a window waits for the window, and is not refused")
    func focusBeforeWindow() {
        let form = Form()
        form.field.isInWindow = false
        form.isFocused = true
        #expect(form.viewUpdate())
        form.sync.performPendingChanges()
        #expect(!form.field.isEditing)
        #expect(form.heard.isEmpty)
        #expect(form.isFocused)
        form.field.isInWindow = true
        form.sync.performPendingChanges()
        #expect(form.field.isEditing)
        #expect(form.heard == ["focus true"])
        #expect(!form.viewUpdate())
    }

    @Test("a focus request waiting for the window goes when the outside withdraws it")
    func withdrawnWhileWaitingForWindow() {
        let form = Form()
        form.field.isInWindow = false
        form.isFocused = true
        form.viewUpdate()
        form.sync.performPendingChanges()
        form.isFocused = false
        #expect(!form.viewUpdate())
        form.field.isInWindow = true
        form.sync.performPendingChanges()
        #expect(!form.field.isEditing)
        #expect(form.heard.isEmpty)
    }

    @Test("focus asked for and then withdrawn in the same update cycle does nothing")
    func withdrawnFocusRequest() {
        let form = Form()
        form.viewUpdate()
        form.isFocused = true
        form.viewUpdate()
        form.isFocused = false
        #expect(!form.viewUpdate())
        form.sync.performPendingChanges()
        #expect(!form.field.isEditing)
        #expect(form.heard.isEmpty)
    }

    @Test("what the field reports while reports are held is told only once the update is over")
    func heldReports() {
        let form = Form()
        form.isFocused = true
        form.viewUpdate()
        form.sync.performPendingChanges()
        form.heard = []
        #expect(form.sync.holdingReports { form.binding.endEditing() })
        #expect(form.heard.isEmpty)
        #expect(form.isFocused)
        form.sync.performPendingChanges()
        #expect(form.heard == ["focus false"])
        #expect(!form.sync.hasPendingChanges)
    }

    @Test("an outside that does not say where the focus is leaves it alone")
    func focusNotControlled() {
        let form = Form()
        form.field.beginEditing()
        #expect(!form.sync.update(value: nil, isFocused: nil))
        #expect(form.field.isEditing)
    }

    /// A field that takes and leaves the focus without telling its binding, as an AppKit field
    /// does for a visit without an edit.
    @MainActor
    final class SilentField: TextInputHost {
        var text = ""
        var selectedUTF16Range = NSRange(location: 0, length: 0)
        var markedUTF16Range: NSRange? { nil }
        var isEditing = false
        var hostDelegate: (any TextInputHostDelegate)?

        func setText(_ text: String, selectedUTF16Range: NSRange) {
            self.text = text
            self.selectedUTF16Range = selectedUTF16Range
        }

        func setSelectedUTF16Range(_ range: NSRange) {
            selectedUTF16Range = range
        }

        func beginEditing() { isEditing = true }
        func endEditing() { isEditing = false }
    }

    @Test("a focus the field took or left without telling is told to the outside at the next update")
    func silentFocusChanges() {
        let field = SilentField()
        let sync = TextInputStateSync(TextInputFormats.plain.bind(to: field))
        var heard: [Bool] = []
        sync.onFocusChange = { heard.append($0) }
        sync.update(value: nil, isFocused: true)
        sync.performPendingChanges()
        #expect(field.isEditing)
        #expect(heard.isEmpty)  // given as asked: nothing to tell

        field.endEditing()  // the user clicks elsewhere
        #expect(sync.update(value: nil, isFocused: true))
        sync.performPendingChanges()
        #expect(heard == [false])
        #expect(!sync.update(value: nil, isFocused: false))

        field.beginEditing()  // the user clicks into the field
        sync.update(value: nil, isFocused: false)
        sync.performPendingChanges()
        #expect(heard == [false, true])
        #expect(field.isEditing)
        #expect(!sync.update(value: nil, isFocused: true))
    }

    @Test("once the binding is unbound, nothing is written or told")
    func unbound() {
        let form = Form()
        form.binding.unbind()
        form.value = "9"
        #expect(!form.viewUpdate())
        form.field.insert("1")
        #expect(form.heard.isEmpty)
        #expect(form.field.text == "1")
    }
}
