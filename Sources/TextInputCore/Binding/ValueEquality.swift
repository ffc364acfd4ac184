/// Compares values of a type known only at run time: with `==` when it is `Equatable`.
///
/// The check for `Equatable` is made once, when a binding is created, not on every edit.
struct ValueEquality<Value> {
    private let equals: ((Value, Value) -> Bool)?

    init() {
        equals = (Value.self as? any Equatable.Type)?.equality()
    }

    /// Whether `Value` is `Equatable`.
    var isEquatable: Bool {
        equals != nil
    }

    /// Whether two optional values are equal; two values of a non-`Equatable` type never are.
    func areEqual(_ lhs: Value?, _ rhs: Value?) -> Bool {
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
