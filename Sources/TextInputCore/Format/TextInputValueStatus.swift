/// Where a field's text stands on its way to a value: the one answer every built-in format
/// gives, which a field's ``TextInputBinding/status``, its value's validity (``BankCardNumber/isValid``,
/// ``PhoneNumber/isValid``) and the form navigator's "complete" (``TextInputCompletable``) are
/// read from.
///
/// The cases tell apart what a field does next: an ``incomplete`` text still needs typing, an
/// ``invalid`` one needs correcting, because no continuation makes it valid.
///
/// ```swift
/// let card = TextInputFormats.bankCardNumber()
/// card.status(of: "")                      // .empty
/// card.status(of: "4111")                  // .incomplete: Visa numbers have 13, 16 or 19 digits
/// card.status(of: "4111 1111 1111 1111")   // .valid
/// card.status(of: "3782 822463 10006")     // .invalid: American Express's 15 digits, Luhn fails
/// TextInputFormats.plain.status(of: "Hé")  // .complete: plain text has no checks
/// ```
public enum TextInputValueStatus: String, Hashable, Sendable, CaseIterable, Codable {
    /// The text is empty.
    case empty
    /// The text is not valid yet, but typing more at its end can still make it valid: a card
    /// number shorter than the lengths its brand allows, a phone number too short for its plan,
    /// a date without its year, a number below the field's minimum that more digits can reach.
    case incomplete
    /// The text has a value, and the format has no checks beyond having one: plain text, a
    /// cardholder's name, a mask with every mandatory slot filled, a number in a field without
    /// bounds.
    case complete
    /// The text has a value that passes the format's own checks: a card number of its brand's
    /// length whose last digit passes the Luhn check, a phone number valid for its region, a day
    /// that exists within the field's bounds.
    case valid
    /// No continuation of the text makes it valid: a card number at its brand's longest length
    /// that fails the Luhn check, a phone number too long for its plan, a day that does not
    /// exist, a number above the field's maximum, an expired card.
    case invalid

    /// Whether the text stands for a value the field can hand on: ``complete`` or ``valid``.
    ///
    /// ```swift
    /// TextInputValueStatus.valid.isAcceptable       // true
    /// TextInputValueStatus.incomplete.isAcceptable  // false
    /// ```
    public var isAcceptable: Bool {
        self == .complete || self == .valid
    }
}
