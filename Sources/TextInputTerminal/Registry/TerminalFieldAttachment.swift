import TextInputCore

/// A format bound to a terminal field, seen without its value type.
@MainActor
protocol TerminalFieldAttachment: AnyObject {
    /// The field's binding; a format that follows other fields gets a new one when they change.
    var binding: any TextInputBindingType { get }
    /// The binding's value, or nil.
    var value: Any? { get }
    /// What the field shows under its text.
    var readout: TerminalFieldReadout { get }
    /// Another field of the form changed: bind a new format if this one follows it.
    func formValuesDidChange(_ values: TerminalFormValues)
}

/// Keeps the binding of one field, and binds it anew when the format it follows changes.
@MainActor
final class TerminalFormatAttachment<Value, Key: Hashable>: TerminalFieldAttachment {
    private let field: TerminalTextField
    private let keyForValues: @Sendable (TerminalFormValues) -> Key
    private let makeFormat: @Sendable (Key) throws -> TextInputFormat<Value>
    private let describe: @Sendable (Value) -> TerminalValueDescription
    private let annotate: @Sendable (String) -> [String]
    private var key: Key
    private var typedBinding: TextInputBinding<Value>

    init(
        field: TerminalTextField,
        key keyForValues: @escaping @Sendable (TerminalFormValues) -> Key,
        makeFormat: @escaping @Sendable (Key) throws -> TextInputFormat<Value>,
        describe: @escaping @Sendable (Value) -> TerminalValueDescription,
        annotate: @escaping @Sendable (String) -> [String] = { _ in [] }
    ) throws {
        self.field = field
        self.keyForValues = keyForValues
        self.makeFormat = makeFormat
        self.describe = describe
        self.annotate = annotate
        key = keyForValues(TerminalFormValues())
        typedBinding = try makeFormat(key).bind(to: field)
    }

    var binding: any TextInputBindingType {
        typedBinding
    }

    var value: Any? {
        typedBinding.value
    }

    var readout: TerminalFieldReadout {
        let isEmpty = field.text.isEmpty
        let notes = isEmpty ? [] : annotate(field.text)
        guard let value = typedBinding.value else {
            return TerminalFieldReadout(value: nil, details: notes, status: isEmpty ? .empty : .incomplete)
        }
        let description = describe(value)
        let status: TerminalFieldReadout.Status = isEmpty ? .empty : description.isValid.map { $0 ? .valid : .invalid } ?? .complete
        return TerminalFieldReadout(value: description.text, details: description.details + notes, status: status)
    }

    func formValuesDidChange(_ values: TerminalFormValues) {
        let newKey = keyForValues(values)
        guard newKey != key, let format = try? makeFormat(newKey) else { return }
        key = newKey
        // Binding a bound field replaces its binding and formats its text again.
        typedBinding = format.bind(to: field)
    }
}
