/// Compares values of a type known only at run time: with `==` when it is `Equatable`.
///
/// The check for `Equatable` is made once, when a binding is created, not on every edit. Where
/// the value type is known to be `Equatable` at the call of `bind(to:)`, the comparison is made
/// there, in code specialized for the type, which spares the generic binding the metadata
/// look-ups of `Optional<Value>` on every keystroke.
@usableFromInline
struct ValueEquality<Value> {
    private let equals: ((Value, Value) -> Bool)?
    private let equalsOptionals: ((Value?, Value?) -> Bool)?

    /// Finds `==` at run time, if `Value` is `Equatable`.
    @usableFromInline
    init() {
        equals = (Value.self as? any Equatable.Type)?.equality()
        equalsOptionals = nil
    }

    /// Uses `==` from code that knows `Value` is `Equatable`.
    @usableFromInline
    init(_ equalsOptionals: @escaping (Value?, Value?) -> Bool) {
        equals = nil
        self.equalsOptionals = equalsOptionals
    }

    /// Whether `Value` is `Equatable`.
    var isEquatable: Bool {
        equals != nil || equalsOptionals != nil
    }

    /// Whether two optional values are equal; two values of a non-`Equatable` type never are.
    func areEqual(_ lhs: Value?, _ rhs: Value?) -> Bool {
        if let equalsOptionals { return equalsOptionals(lhs, rhs) }
        guard let lhs else { return rhs == nil }
        guard let rhs, let equals else { return false }
        return equals(lhs, rhs)
    }
}

extension Equatable {
    /// `==` for `Value`, which must be `Self`: `ValueEquality` only asks a metatype that is
    /// `Value.self`. The bit casts are then identities, and avoid a dynamic cast per edit.
    fileprivate static func equality<Value>() -> (Value, Value) -> Bool {
        guard Value.self == Self.self else { return { _, _ in false } }
        return { lhs, rhs in unsafeBitCast(lhs, to: Self.self) == unsafeBitCast(rhs, to: Self.self) }
    }
}
