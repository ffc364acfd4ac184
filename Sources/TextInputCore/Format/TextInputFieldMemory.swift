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

    /// Text at the end of the field that its format shows but the user has not entered: the
    /// suggestion an inline completion (``TextInputFormat/completing(from:)``) shows selected
    /// after the caret. Empty when there is none.
    ///
    /// A formatter that sets it promises that the text it returns ends with it. The binding then
    /// treats that suffix as provisional: the value and the events leave it out, views style it
    /// apart (``TextInputBindingType/provisionalRange``), and it goes when editing ends or the
    /// binding is unbound, unless the format's plugin has accepted it first (by making it part
    /// of the text with an edit that clears it).
    ///
    /// ```swift
    /// binding.text                       // "Paris": "Pa" typed, "ris" suggested
    /// binding.memory.provisionalSuffix   // "ris"
    /// binding.value                      // "Pa"
    /// ```
    public var provisionalSuffix = ""

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

    /// Whether the memory holds no entry (the provisional suffix aside).
    public var isEmpty: Bool {
        entries.isEmpty
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
