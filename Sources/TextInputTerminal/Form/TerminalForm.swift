import TextInputCore

/// The playground's form: its fields in order, moved through by the Core's
/// ``TextInputFormNavigator`` exactly as a keyboard's toolbar and Return key would.
///
/// Tab, and Down outside a list of suggestions, perform the focused field's Next toolbar item;
/// Shift-Tab and Up its Previous; Ctrl-D its Done; Ctrl-Space its AutoFill item. Enter is the
/// field's Return: the plugins answer it (a chosen suggestion is accepted, an inline
/// suggestion accepted, the navigator moves on, or ends editing on the last field). After
/// Done, Tab starts again at the first field and Shift-Tab at the last. Esc and Ctrl-C finish
/// the form. Ctrl-R shows a phone field's region picker, which takes the keys while it shows.
/// Ctrl-V turns on (or off) the fields' announcements, shown under the focused field as they
/// happen. Other keys go to the focused field.
///
/// ```swift
/// let form = try TerminalForm(registry: .builtIn)
/// form.handle(.text("4"))
/// form.handle(.tab)
/// form.focusedIndex   // 1
/// ```
@MainActor
package final class TerminalForm {
    /// The fields, in order.
    package let fields: [TerminalFormField]

    /// Moves the focus through the fields.
    package let navigator: TextInputFormNavigator

    /// Whether the user asked to leave (Esc, Ctrl-C).
    package private(set) var isFinished = false

    /// Whether the fields announce what changes, as they would while VoiceOver runs (Ctrl-V).
    package private(set) var isAnnouncing = false

    /// Creates a form of `fields` with the focus in the first one.
    package init(fields: [TerminalFormField]) {
        self.fields = fields
        navigator = TextInputFormNavigator(
            fields.map { field in
                TextInputFormNavigator.Field(field.binding, options: .options(title: field.label))
            })
        navigator.focusField(at: 0)
    }

    /// Creates a form with one field per registered format, with its default argument.
    ///
    /// - Throws: ``TerminalDemoError`` when a format cannot be made.
    package convenience init(registry: TerminalFormatRegistry) throws {
        try self.init(fields: registry.entries.map { try TerminalFormField(entry: $0) })
    }

    /// The field with the focus; nil once editing is done.
    package var focusedIndex: Int? {
        navigator.focusedIndex
    }

    /// The focused field's binding.
    private var focusedBinding: (any TextInputBindingType)? {
        focusedIndex.map { fields[$0].binding }
    }

    /// Applies a key to the form or to the focused field.
    package func handle(_ key: TerminalKey) {
        if let index = focusedIndex, fields[index].regionList?.handle(key) == true {
            formValuesDidChange()
            return
        }
        let suggestions = focusedIndex.flatMap { fields[$0].autoFill }
        switch key {
        case .escape, .interrupt:
            isFinished = true
        case .down where suggestions?.isShowingMatches == true:
            suggestions?.selectNext()
        case .up where suggestions?.isShowingMatches == true:
            suggestions?.selectPrevious()
        case .tab, .down:
            perform(.next(isEnabled: true), orFocus: 0)
        case .backTab, .up:
            perform(.previous(isEnabled: true), orFocus: fields.count - 1)
        case .done:
            focusedBinding?.performToolbarItem(.done)
        case .suggestions:
            focusedBinding?.performToolbarItem(.autoFill)
        case .announcements:
            isAnnouncing.toggle()
            fields.forEach { $0.isAnnouncing = isAnnouncing }
        case .enter:
            if let index = focusedIndex {
                _ = fields[index].textField.pressReturn()
            }
        default:
            if let index = focusedIndex {
                fields[index].textField.handle(key)
            }
        }
        formValuesDidChange()
    }

    /// Performs `item` in the focused field; with no field focused, focuses the field at `index`.
    private func perform(_ item: TextInputToolbarItem, orFocus index: Int) {
        if let focusedBinding {
            focusedBinding.performToolbarItem(item)
        } else {
            navigator.focusField(at: index)
        }
    }

    /// Lets formats that follow other fields see the new values; a field bound anew joins the
    /// navigator again.
    private func formValuesDidChange() {
        var values: [String: Any] = [:]
        for field in fields {
            values[field.name] = field.value
        }
        let formValues = TerminalFormValues(values)
        for (index, field) in fields.enumerated() {
            let binding = field.binding
            field.formValuesDidChange(formValues)
            if field.binding !== binding {
                navigator.register(field.binding, at: index)
            }
        }
    }
}
