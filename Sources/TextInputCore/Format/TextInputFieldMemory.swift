/// What one text field remembers between edits, for the formats whose rules depend on more than
/// the text: which of a mask's affine formats the last edit picked, the length a linked card
/// number field gave a security code field.
///
/// A format is a value that many fields may share, so it keeps no state of its own. Each
/// ``TextInputBinding`` keeps one memory for its field and hands it to the format with every
/// edit: formatters read and write it in ``TextInputFormatterType/validate(_:memory:)``, and
/// serializers read it through ``TextInputSerializerType/value(for:memory:)``. Two fields bound
/// to the same format therefore never see each other's memory.
///
/// Entries are typed by keys, like SwiftUI's environment values:
///
/// ```swift
/// enum LastDeletionWasPaste: TextInputFieldMemoryKey {
///     static let defaultValue = false
/// }
///
/// var memory = TextInputFieldMemory()
/// memory[LastDeletionWasPaste.self] = true
/// memory[LastDeletionWasPaste.self] // true
/// ```
///
/// A memory is a small value: empty for every built-in format but masks with affine formats,
/// right-to-left masks, masks with autoskip and security codes linked to a card number.
public struct TextInputFieldMemory: Sendable {
    private var entries: [ObjectIdentifier: any Sendable] = [:]

    /// The provisional text the field shows at its end, and the key of the entry that holds it
    /// (see ``TextInputProvisionalTextKey``). Kept apart from the other entries so that a binding
    /// finds it without a lookup on every keystroke.
    private var provisionalText: (key: ObjectIdentifier, text: String, isSuggestion: Bool)?

    /// An empty memory: what a field remembers before its first edit.
    public init() {}

    /// The entry for `key`, or the key's default value when there is none.
    public subscript<Key: TextInputFieldMemoryKey>(key: Key.Type) -> Key.Value {
        get { entries[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { entries[ObjectIdentifier(key)] = newValue }
    }

    /// Runs `body` on the entry for `key`, taken out of the memory meanwhile so that changing
    /// it copies nothing, and puts it back.
    package mutating func withEntry<Key: TextInputFieldMemoryKey, Result>(
        _ key: Key.Type,
        _ body: (inout Key.Value) -> Result
    ) -> Result {
        var entry = entries.removeValue(forKey: ObjectIdentifier(key)) as? Key.Value ?? Key.defaultValue
        defer { entries[ObjectIdentifier(key)] = entry }
        return body(&entry)
    }

    /// Whether the memory holds no entry (provisional text aside).
    package var isEmpty: Bool {
        entries.isEmpty
    }

    /// The entry for a provisional text key: the text its writer shows at the end of the field,
    /// or the key's default value while it shows none. Writing a non-empty text makes it the
    /// field's provisional text, in place of any other writer's; writing an empty one takes the
    /// writer's own text back.
    package subscript<Key: TextInputProvisionalTextKey>(key: Key.Type) -> String {
        get {
            guard let provisionalText, provisionalText.key == ObjectIdentifier(key) else { return Key.defaultValue }
            return provisionalText.text
        }
        set {
            if !newValue.isEmpty {
                provisionalText = (ObjectIdentifier(key), newValue, Key.isSuggestion)
            } else if provisionalText?.key == ObjectIdentifier(key) {
                provisionalText = nil
            }
        }
    }

    /// The text at the end of the field that a format shows but the user has not entered,
    /// whichever key holds it; empty when there is none.
    package var provisionalSuffix: String {
        provisionalText?.text ?? ""
    }

    /// Whether the provisional text is a suggestion the user may accept
    /// (``TextInputProvisionalTextKey/isSuggestion``), which a screen reader says, rather than
    /// a template.
    package var provisionalTextIsSuggestion: Bool {
        provisionalText?.isSuggestion ?? false
    }

    /// Forgets the provisional text: the field no longer shows it.
    package mutating func forgetProvisionalText() {
        provisionalText = nil
    }
}

/// The key of one entry of a ``TextInputFieldMemory``: its type and the value a field starts
/// with.
///
/// ```swift
/// enum SecurityCodeLength: TextInputFieldMemoryKey {
///     static let defaultValue: Int? = nil
/// }
/// ```
public protocol TextInputFieldMemoryKey {
    /// The type of the entry.
    associatedtype Value: Sendable
    /// The entry of a field that has none yet.
    static var defaultValue: Value { get }
}
