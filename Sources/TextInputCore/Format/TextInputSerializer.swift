/// Converts between a field's text and the value it stands for.
///
/// ```swift
/// struct IntSerializer: TextInputSerializerType {
///     func string(for value: Int) -> String { String(value) }
///     func value(for string: String) throws -> Int {
///         guard let value = Int(string) else {
///             throw TextInputParseError(text: string, reason: "not a whole number")
///         }
///         return value
///     }
/// }
/// ```
public protocol TextInputSerializerType<Value>: Sendable {
    /// The type of value the text stands for.
    associatedtype Value

    /// The text that shows `value`.
    func string(for value: Value) -> String

    /// The value that `string` stands for.
    ///
    /// - Throws: An error when the text stands for no value (it is incomplete or invalid); the
    ///   built-in serializers throw a ``TextInputParseError``.
    func value(for string: String) throws -> Value

    /// The value that `string` stands for in a field that remembers `memory`: what a binding
    /// asks. The default implementation ignores the memory and calls ``value(for:)``.
    ///
    /// Implement it when a text's value depends on the field's history (see
    /// ``TextInputFieldMemory``); ``value(for:)`` then gives the value of the text in a field
    /// that remembers nothing, and must answer the same whatever fields were edited before.
    ///
    /// - Throws: An error when the text stands for no value.
    func value(for string: String, memory: TextInputFieldMemory) throws -> Value
}

extension TextInputSerializerType {
    /// The value of `string`, whatever the field remembers.
    public func value(for string: String, memory: TextInputFieldMemory) throws -> Value {
        try value(for: string)
    }
}

/// A type-erased serializer: the concrete serializer every ``TextInputFormat`` holds.
///
/// ```swift
/// let integer = TextInputSerializer<Int>(
///     string: { String($0) },
///     value: { text in
///         guard let value = Int(text) else {
///             throw TextInputParseError(text: text, reason: "not a whole number")
///         }
///         return value
///     })
/// ```
public struct TextInputSerializer<Value>: TextInputSerializerType {
    private let makeString: @Sendable (Value) -> String
    private let makeValue: @Sendable (String, TextInputFieldMemory) throws -> Value

    /// Wraps a serializer.
    public init<Serializer: TextInputSerializerType>(_ serializer: Serializer) where Serializer.Value == Value {
        if let erased = serializer as? TextInputSerializer<Value> {
            self = erased
        } else {
            makeString = { serializer.string(for: $0) }
            makeValue = { try serializer.value(for: $0, memory: $1) }
        }
    }

    /// Creates a serializer from two closures.
    public init(
        string: @escaping @Sendable (Value) -> String,
        value: @escaping @Sendable (String) throws -> Value
    ) {
        makeString = string
        makeValue = { text, _ in try value(text) }
    }

    /// Creates a serializer from two closures, the second of which reads the field's memory.
    ///
    /// ```swift
    /// enum Unit: TextInputFieldMemoryKey { static let defaultValue = "kg" }
    /// let weight = TextInputSerializer<String>(
    ///     string: { $0 },
    ///     value: { text, memory in "\(text) \(memory[Unit.self])" })
    /// ```
    public init(
        string: @escaping @Sendable (Value) -> String,
        value: @escaping @Sendable (String, TextInputFieldMemory) throws -> Value
    ) {
        makeString = string
        makeValue = value
    }

    public func string(for value: Value) -> String {
        makeString(value)
    }

    public func value(for string: String) throws -> Value {
        try makeValue(string, TextInputFieldMemory())
    }

    public func value(for string: String, memory: TextInputFieldMemory) throws -> Value {
        try makeValue(string, memory)
    }
}

extension TextInputSerializer where Value == String {
    /// The serializer whose value is the text itself.
    public static var identity: TextInputSerializer<String> {
        TextInputSerializer(string: { $0 }, value: { $0 })
    }
}
