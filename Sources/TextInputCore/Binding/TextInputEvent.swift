/// What a binding reports to its ``TextInputBinding/eventHandler`` and its plugins.
///
/// ```swift
/// binding.eventHandler = { event in
///     if case let .editingChanged(state, changes) = event, changes.contains(.value) {
///         print("value:", state.value as Any)
///     }
/// }
/// ```
public enum TextInputEvent<Value> {
    /// The field took the keyboard focus.
    case editingDidBegin
    /// The text, the selection or the value changed; `changes` says which.
    case editingChanged(TextInputEditingState<Value>, TextInputEditingChanges)
    /// The field gave up the keyboard focus.
    case editingDidEnd
}

extension TextInputEvent: Sendable where Value: Sendable {}

extension TextInputEvent {
    /// The same event with its value converted, for example to `Any` for plugins.
    @usableFromInline package func mapValue<NewValue>(_ transform: (Value) -> NewValue) -> TextInputEvent<NewValue> {
        switch self {
        case .editingDidBegin: .editingDidBegin
        case let .editingChanged(state, changes): .editingChanged(state.mapValue(transform), changes)
        case .editingDidEnd: .editingDidEnd
        }
    }
}

/// A snapshot of a bound field: its text, selection and value.
///
/// Printed, its text and value hide the characters a ``TextInputRedactedValue`` names: every
/// digit of a card number, a security code or a phone number, at every keystroke.
public struct TextInputEditingState<Value> {
    /// The field's text.
    public var text: String
    /// The selection, as indices into ``text``; an empty range is the caret.
    public var selectedRange: Range<String.Index>
    /// The value the text stands for, or nil when it stands for none.
    public var value: Value?

    /// The characters printing hides, kept when the value is converted (to `Any`, for
    /// plugins); empty for a value type that does not redact itself.
    @usableFromInline let redaction: TextInputRedaction

    /// Creates a state.
    public init(text: String, selectedRange: Range<String.Index>, value: Value?) {
        self.init(text: text, selectedRange: selectedRange, value: value, redaction: Self.redaction)
    }

    /// Creates a state that prints hiding what `redaction` hides: ``redaction``, looked up once
    /// by a binding rather than per event.
    @usableFromInline
    init(text: String, selectedRange: Range<String.Index>, value: Value?, redaction: TextInputRedaction) {
        self.text = text
        self.selectedRange = selectedRange
        self.value = value
        self.redaction = redaction
    }

    /// The characters the printed states of this value type hide; none unless the value type
    /// is a ``TextInputRedactedValue``.
    @usableFromInline
    static var redaction: TextInputRedaction {
        (Value.self as? any TextInputRedactedValue.Type)?.redaction ?? []
    }

    /// The same state with its value converted; its text prints as this state's does.
    @usableFromInline package func mapValue<NewValue>(_ transform: (Value) -> NewValue) -> TextInputEditingState<NewValue> {
        TextInputEditingState<NewValue>(text: text, selectedRange: selectedRange, value: value.map(transform), redaction: redaction)
    }
}

extension TextInputEditingState: Sendable where Value: Sendable {}

extension TextInputEditingState: Equatable where Value: Equatable {
    /// Whether the two states have the same text, selection and value.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.text == rhs.text && lhs.selectedRange == rhs.selectedRange && lhs.value == rhs.value
    }
}

/// Which parts of a ``TextInputEditingState`` an edit changed.
public struct TextInputEditingChanges: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a set of changes from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The text changed.
    public static let text = TextInputEditingChanges(rawValue: 1 << 0)
    /// The selection moved (compared by position in the text).
    public static let selectedRange = TextInputEditingChanges(rawValue: 1 << 1)
    /// The value changed: compared with `==` when the value type is `Equatable`, otherwise by
    /// whether the text changed or the value appeared or disappeared.
    public static let value = TextInputEditingChanges(rawValue: 1 << 2)
}
