/// The error a built-in format's parse strategy throws when a field of its format, given the
/// text as a paste, would hold no value.
///
/// Printed, it shows the text as a log may show it: the digits of a card number hidden but the
/// last four, as in the events of a card number field.
///
/// ```swift
/// do {
///     _ = try BankCardExpiryDate.FormatStyle().parseStrategy.parse("12/3")
/// } catch let error as TextInputParseError {
///     print(error.reason) // "an expiry date is complete as MM/YY"
/// }
/// ```
public struct TextInputParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that was parsed, redacted as its field's events redact it (a card number's
    /// digits but the last four are "•"); other texts as they were given.
    public var text: String
    /// Why the text gives no value, in words for a developer.
    public var reason: String

    /// An error for `text`, already redacted as logs may show it.
    ///
    /// ```swift
    /// let error = TextInputParseError(text: "12/3", reason: "an expiry date is complete as MM/YY")
    /// ```
    public init(text: String, reason: String) {
        self.text = text
        self.reason = reason
    }

    /// "cannot parse "•••• 1112": …".
    public var description: String {
        "cannot parse \(text.debugDescription): \(reason)"
    }
}
