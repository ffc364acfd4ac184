/// A value that knows its own ``TextInputValueStatus``: whether it is valid, or, read from a
/// field while it is typed, whether more typing can still make it valid.
///
/// A format's ``TextInputFormat/status(of:)`` asks the value of a text that has one. The
/// built-in values whose checks need nothing but themselves conform: ``BankCardNumber``,
/// ``PhoneNumber`` and ``MaskedText``.
///
/// ```swift
/// struct Pin: TextInputStatusReporting {
///     var digits: String
///     var status: TextInputValueStatus { digits.count == 4 ? .complete : .incomplete }
/// }
/// ```
public protocol TextInputStatusReporting {
    /// The value's status; never ``TextInputValueStatus/empty``, since a value is read from a
    /// text.
    var status: TextInputValueStatus { get }
}
