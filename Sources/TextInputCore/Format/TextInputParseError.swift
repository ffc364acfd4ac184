/// The error thrown when a text stands for no value: by a serializer's
/// ``TextInputSerializerType/value(for:)``, by the parse strategy of every built-in format
/// style, which reads text as its field would take it pasted, and by the built-in values'
/// initializers from their parts (``BankCardNumber/init(digitsString:)``,
/// ``BankCardExpiryDate/init(month:year:)``…), whose text is those parts as written.
///
/// Both answer the same question — what value does this text stand for? — so they share one
/// error, named for the direction that can fail: a value always has a text, a text may have no
/// value. Parsing is also what Foundation's `ParseStrategy` calls it.
///
/// A format style's error, and the error of a built-in serializer whose value redacts itself
/// (``TextInputRedactedValue``), shows the text as a log may show it: every digit of a card
/// number, a security code or a phone number hidden, as in the events of its field. Any other
/// serializer's error holds the text it was given.
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
///
/// do {
///     _ = try IntSerializer().value(for: "4x")
/// } catch {
///     print(error) // cannot parse "4x": not a whole number
/// }
/// ```
public struct TextInputParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given, before ``redaction``.
    private var givenText: String
    /// What reading ``text`` hides of the text given.
    private var redaction: TextInputRedaction

    /// The text that was parsed. A format style's error redacts it as its field's events redact
    /// it (a card number's digits are "•").
    public var text: String {
        get { redaction.redacting(givenText) }
        set {
            givenText = newValue
            redaction = []
        }
    }

    /// Why the text gives no value, in words for a developer.
    public var reason: String

    /// An error for `text`, which should already be redacted if logs must not show it.
    ///
    /// ```swift
    /// let error = TextInputParseError(text: "12/3", reason: "a date is complete as MM/YY")
    /// ```
    public init(text: String, reason: String) {
        self.init(text: text, redactedBy: [], reason: reason)
    }

    /// An error for `text` that shows it with what `redaction` names hidden. The text is
    /// redacted when it is read, not here: a phone field's serializer throws one at every
    /// keystroke of a number still being typed, and the binding never reads it.
    package init(text: String, redactedBy redaction: TextInputRedaction, reason: String) {
        givenText = text
        self.redaction = redaction
        self.reason = reason
    }

    /// Whether the two errors show the same text for the same reason.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.reason == rhs.reason && lhs.text == rhs.text
    }

    /// Hashes the text the error shows and its reason.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(reason)
    }

    /// "cannot parse "•••• ••••": …".
    public var description: String {
        "cannot parse \(text.debugDescription): \(reason)"
    }
}
