/// A value that says whether it is complete: everything it needs has been typed.
///
/// A form navigator moves on by itself from a field that opts in once its value becomes
/// complete (see ``TextInputFormNavigator/FieldOptions/advancesWhenComplete``); it only asks,
/// and each value type decides. The built-in ones:
///
/// | Value | Complete when |
/// |---|---|
/// | ``BankCardNumber`` | its brand is known and it passes the Luhn check at the brand's standard length or its maximum |
/// | ``BankCardExpiryDate`` | always: a field has one only once MM/YY is typed |
/// | ``BankCardSecurityCode`` | always: a field has one only at the code's length |
/// | ``PhoneNumber`` | it is valid for its region |
/// | ``MaskedText`` | every mandatory slot is filled |
///
/// ```swift
/// try BankCardNumber(digitsString: "4242424242424242").isComplete // true
/// try BankCardNumber(digitsString: "4242424242422").isComplete    // false: a valid Visa, but short
/// ```
public protocol TextInputCompletable {
    /// Whether the value is complete.
    var isComplete: Bool { get }
}

extension MaskedText: TextInputCompletable {}

extension BankCardExpiryDate: TextInputCompletable {
    /// True: an expiry date field has a value only once the month and the year are typed.
    public var isComplete: Bool { true }
}

extension BankCardSecurityCode: TextInputCompletable {
    /// True: a security code field has a value only once the code has its length.
    public var isComplete: Bool { true }
}

extension PhoneNumber: TextInputCompletable {
    /// Whether the number is valid for its region (``isValid``).
    public var isComplete: Bool { isValid }
}

extension BankCardNumber: TextInputCompletable {}
