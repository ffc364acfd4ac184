/// The playground's form: an ordered list of fields, the focus, and the return-key policy.
///
/// Tab, Down and Next move to the next field; Shift-Tab and Up to the previous one; there is no
/// wrapping, as a keyboard toolbar's Previous and Next are disabled at the ends. Enter follows
/// the field's return key: Next on every field but the last, Done on the last, which ends editing.
/// Esc and Ctrl-C finish the form. Other keys go to the focused field.
///
/// This is the minimal form-navigation model the playground needs; it keeps to the Core
/// plugin's vocabulary (Previous / Next / Done, return-key policy) so it can give way to it.
///
/// ```swift
/// let form = try TerminalForm(registry: .builtIn)
/// form.handle(.text("a"))
/// form.handle(.tab)
/// form.focusedIndex   // 1
/// ```
@MainActor
public final class TerminalForm {
    /// What Enter does in a field.
    public enum ReturnKey: Hashable, Sendable {
        /// Moves to the next field.
        case next
        /// Ends editing.
        case done
    }

    /// The fields, in order.
    public let fields: [TerminalFormField]

    /// The field with the focus; nil once editing is done.
    public private(set) var focusedIndex: Int?

    /// Whether the user asked to leave (Esc, Ctrl-C).
    public private(set) var isFinished = false

    /// Creates a form of `fields` with the focus in the first one.
    public init(fields: [TerminalFormField]) {
        self.fields = fields
        focus(fields.isEmpty ? nil : 0)
    }

    /// Creates a form with one field per registered format, with its default argument.
    ///
    /// - Throws: ``TerminalDemoError`` when a format cannot be made.
    public convenience init(registry: TerminalFormatRegistry) throws {
        try self.init(fields: registry.entries.map { try TerminalFormField(entry: $0) })
    }

    /// The return key of the field at `index`: Next, and Done on the last field.
    public func returnKey(at index: Int) -> ReturnKey {
        index < fields.count - 1 ? .next : .done
    }

    /// Applies a key to the form or to the focused field.
    public func handle(_ key: TerminalKey) {
        switch key {
        case .escape, .interrupt:
            isFinished = true
        case .tab, .down:
            moveFocus(by: 1)
        case .backTab, .up:
            moveFocus(by: -1)
        case .enter:
            guard let index = focusedIndex, fields[index].textField.pressReturn() else { return }
            switch returnKey(at: index) {
            case .next: moveFocus(by: 1)
            case .done: focus(nil)
            }
        default:
            guard let index = focusedIndex else { return }
            fields[index].textField.handle(key)
        }
        formValuesDidChange()
    }

    /// Gives the focus to the field at `index`, or to none.
    public func focus(_ index: Int?) {
        let index = index.flatMap { fields.indices.contains($0) ? $0 : nil }
        guard index != focusedIndex else { return }
        if let focusedIndex {
            fields[focusedIndex].textField.endEditing()
        }
        focusedIndex = index
        if let index {
            fields[index].textField.beginEditing()
        }
    }

    /// Moves the focus `step` fields on, stopping at the ends; with no focus, Next starts at the
    /// first field and Previous at the last.
    private func moveFocus(by step: Int) {
        guard let index = focusedIndex else {
            focus(step > 0 ? 0 : fields.count - 1)
            return
        }
        focus(min(max(index + step, 0), fields.count - 1))
    }

    /// Lets formats that follow other fields see the new values.
    private func formValuesDidChange() {
        var values: [String: Any] = [:]
        for field in fields {
            values[field.name] = field.value
        }
        let formValues = TerminalFormValues(values)
        for field in fields {
            field.formValuesDidChange(formValues)
        }
    }
}
