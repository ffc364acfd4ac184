/// A value whose field's text must not reach logs: a card number, a security code, a phone
/// number, an IBAN, or an app's own value such as an account number.
///
/// Everything the package prints of a field whose value type conforms — its events and editing
/// states (`description`, `debugDescription`, mirror), the value inside them, the errors its
/// format styles throw, its decision log — hides the characters ``redaction`` names, at every
/// keystroke. Because the rule is about which characters, not where they stand, it holds over a
/// whole typing session: a log of every keystroke shows no more than a log of one.
///
/// A conforming type's own `description`, `debugDescription` and mirror are its own to write;
/// the built-in values show at most what the finished value may show (a card number's last four
/// digits once it is complete, nothing before). The full text stays available through
/// ``TextInputEditingState/text`` and the value's own properties.
///
/// ```swift
/// struct AccountCode: TextInputRedactedValue, CustomStringConvertible {
///     var characters: String
///     // `redaction` defaults to `.lettersAndDigits`: "AB12 CDEF 3456" prints as "•••• •••• ••••".
///     var description: String { "AccountCode(\(Self.redacted(characters)))" }
/// }
///
/// let state = TextInputFormats.bankCardNumber().formatted("4111111111111111")
/// print(state)   // TextInputEditingState(text: "•••• •••• •••• ••••", selectedRange: 19..<19, value: Visa •••• ••••)
/// ```
public protocol TextInputRedactedValue: Sendable {
    /// The characters of the field's text that nothing the package prints may show; every
    /// letter and digit unless the type says otherwise.
    static var redaction: TextInputRedaction { get }
}

extension TextInputRedactedValue {
    /// Every letter and digit: what an app's own identifier must not show in a log.
    public static var redaction: TextInputRedaction { .lettersAndDigits }

    /// `text`, a text of a field holding such a value, as a log may show it: the characters
    /// ``redaction`` names hidden.
    ///
    /// ```swift
    /// BankCardNumber.redacted("4111 1111 1111 1111") // "•••• •••• •••• ••••"
    /// ```
    public static func redacted(_ text: String) -> String {
        redaction.redacting(text)
    }
}
