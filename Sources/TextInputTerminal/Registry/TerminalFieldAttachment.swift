import Foundation
import TextInputCatalog
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
    /// What the field shows as its placeholder for its text, or nil when its format has none.
    var placeholder: String? { get }
    /// A phone field's region picker; nil for other formats.
    var regionPicker: PhoneNumberRegionPicker? { get }
    /// Another field of the form changed: bind a new format if this one follows it.
    func formValuesDidChange(_ values: TerminalFormValues)
}

/// Keeps the binding of one field, and binds it anew when the format it follows changes.
///
/// `made`, when given, is the format already made for the key of an empty form.
@MainActor
final class TerminalFormatAttachment<Made: CatalogFormatProtocol, Key: Hashable>: TerminalFieldAttachment {
    private let field: TerminalTextField
    private let keyForValues: (TerminalFormValues) -> Key
    private let makeFormat: (Key) throws -> Made
    private var key: Key
    private var made: Made
    private var typedBinding: TextInputBinding<Made.Value>
    /// The region picker of a phone field, for its binding.
    private(set) var regionPicker: PhoneNumberRegionPicker?

    init(
        field: TerminalTextField,
        key keyForValues: @escaping (TerminalFormValues) -> Key,
        made initial: Made? = nil,
        makeFormat: @escaping (Key) throws -> Made
    ) throws {
        self.field = field
        self.keyForValues = keyForValues
        self.makeFormat = makeFormat
        key = keyForValues(TerminalFormValues())
        made = try initial ?? makeFormat(key)
        typedBinding = made.format.bind(to: field)
        regionPicker = Self.regionPicker(of: made, for: typedBinding)
    }

    /// A picker naming regions in English, as the playground's other text is.
    private static func regionPicker(of made: Made, for binding: TextInputBinding<Made.Value>) -> PhoneNumberRegionPicker? {
        guard let options = made.regionPickerOptions, let binding = binding as? TextInputBinding<PhoneNumber> else { return nil }
        return PhoneNumberRegionPicker(binding: binding, options: options, locale: Locale(identifier: "en_US"))
    }

    var binding: any TextInputBindingType {
        typedBinding
    }

    var value: Any? {
        typedBinding.value
    }

    var readout: TerminalFieldReadout {
        // Provisional text (a mask's remainder) is not the user's.
        let text = typedBinding.enteredText
        let isEmpty = text.isEmpty
        // The picker knows the region the user chose, which the format's notes cannot.
        let notes =
            isEmpty
            ? []
            : regionPicker.map { picker in picker.region.map { [FormatCatalog.regionNote($0.code)] } ?? [] }
                ?? made.annotate(text)
        // The format says where the text stands, as it says to a form navigator.
        let status = typedBinding.status
        guard let value = typedBinding.value else {
            return TerminalFieldReadout(value: nil, details: notes, status: status)
        }
        let description = made.describe(value)
        // A format registered with a check of its values, and none of its own, is judged by it.
        let checked = status == .complete ? description.isValid.map { $0 ? .valid : .invalid } ?? status : status
        return TerminalFieldReadout(value: description.text, details: description.details + notes, status: checked)
    }

    var placeholder: String? {
        regionPicker?.placeholder ?? made.placeholder(forText: field.text)
    }

    func formValuesDidChange(_ values: TerminalFormValues) {
        let newKey = keyForValues(values)
        guard newKey != key, let remade = try? makeFormat(newKey) else { return }
        key = newKey
        made = remade
        // Binding a bound field replaces its binding and formats its text again.
        typedBinding = remade.format.bind(to: field)
        regionPicker = Self.regionPicker(of: remade, for: typedBinding)
    }
}
