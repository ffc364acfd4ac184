/// The value side of a binding: reads the value of the field's text, remembers it, and builds
/// the change events that carry it.
///
/// `bind(to:)` builds it where `Value` is usually a concrete type, so the closures run code
/// specialized for that type. The generic binding then handles only texts, ranges and flags on
/// every keystroke, and never looks up the metadata of `Optional<Value>` or of its event types.
@usableFromInline
struct TextInputValueTracking<Value> {
    /// Reads the value of `text` in a field that remembers `memory` and remembers it; answers
    /// whether the value changed.
    @usableFromInline let update: (_ text: String, _ memory: TextInputFieldMemory, _ textChanged: Bool) -> Bool
    /// The value last read.
    @usableFromInline let current: () -> Value?
    /// Sends an `editingChanged` event with the value last read to the handler and, erased to
    /// `Any`, to the plugins' callback.
    @usableFromInline let reportChange:
        (
            _ text: String,
            _ selectedRange: Range<String.Index>,
            _ changes: TextInputEditingChanges,
            _ handler: ((TextInputEvent<Value>) -> Void)?,
            _ erasedHandler: ((TextInputEvent<Any>) -> Void)?
        ) -> Void

    /// Tracks the values `serializer` reads; its events print hiding what `redaction` hides.
    ///
    /// - Parameter areEqual: `==` for values of an `Equatable` type; nil for other types, whose
    ///   value counts as changed whenever the text changes or the value appears or disappears.
    @inlinable
    init(_ serializer: TextInputSerializer<Value>, redaction: TextInputRedaction, areEqual: ((Value?, Value?) -> Bool)?) {
        let last = Box<Value?>(nil)
        update = { text, memory, textChanged in
            let value = try? serializer.value(for: text, memory: memory)
            let changed =
                if let areEqual {
                    !areEqual(value, last.value)
                } else {
                    textChanged || (value == nil) != (last.value == nil)
                }
            last.value = value
            return changed
        }
        current = { last.value }
        reportChange = { text, selectedRange, changes, handler, erasedHandler in
            let state = TextInputEditingState(text: text, selectedRange: selectedRange, value: last.value, redaction: redaction)
            handler?(.editingChanged(state, changes))
            erasedHandler?(.editingChanged(state.mapValue { $0 as Any }, changes))
        }
    }

    /// Tracks the values `serializer` reads, comparing them with `==` when `Value` turns out to
    /// be `Equatable` at run time.
    @usableFromInline
    init(_ serializer: TextInputSerializer<Value>, redaction: TextInputRedaction) {
        self.init(serializer, redaction: redaction, areEqual: (Value.self as? any Equatable.Type)?.optionalEquality())
    }

    /// A reference the closures share.
    @usableFromInline
    final class Box<Contents> {
        @usableFromInline var value: Contents

        @usableFromInline
        init(_ value: Contents) {
            self.value = value
        }
    }
}

extension TextInputValueTracking where Value: Equatable {
    /// Tracks the values `serializer` reads, comparing them with `==`.
    @inlinable
    init(comparingWithEquals serializer: TextInputSerializer<Value>, redaction: TextInputRedaction) {
        self.init(serializer, redaction: redaction, areEqual: { $0 == $1 })
    }
}

extension Equatable {
    /// `==` on optionals of `Value`, which must be `Self`: `TextInputValueTracking` only asks a
    /// metatype that is `Value.self`.
    fileprivate static func optionalEquality<Value>() -> ((Value?, Value?) -> Bool)? {
        guard Value.self == Self.self else { return nil }
        return { lhs, rhs in (lhs as? Self) == (rhs as? Self) }
    }
}
