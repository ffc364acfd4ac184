import Foundation

extension TextInputFormat {
    /// `text`, a text of a field of this format, quoted as a decision log shows it: redacted by
    /// the format's log-safety rules, and cut to its ends when it is long (a pasted megabyte).
    ///
    /// A field whose value type is a ``TextInputRedactedValue`` shows its text as the value type
    /// redacts it, and none of its digits: the log shows every step of typing, and the last four
    /// digits of each would spell a card number between them. A field whose traits say it holds
    /// a card number, a security code, a phone number or a one-time code shows no digit either,
    /// even once its value has been mapped to another type.
    package func loggedText(_ text: String) -> String {
        let redaction = TextInputEditingState<Value>.redaction
        var shown = redaction?.redacted(text) ?? text
        if redaction != nil || traits.contentType?.hidesDigitsInLogs == true {
            shown = shown.redactingDigits(keepingLast: 0)
        }
        return Self.quoted(shown)
    }

    /// The longest text a log entry shows whole, in UTF-8 bytes.
    private static var longestLoggedText: Int { 200 }

    /// `text` quoted; a long one by its first and last Characters, with its length after the
    /// quotes, where no digit can be taken for one of the text.
    private static func quoted(_ text: String) -> String {
        guard text.utf8.count > longestLoggedText else { return text.debugDescription }
        return "\(text.prefix(60))…\(text.suffix(20))".debugDescription + " (\(text.count) characters)"
    }
}

extension TextInputContentType {
    /// Whether a decision log hides every digit of such a field's text: the payment and
    /// identity numbers a log must never hold.
    var hidesDigitsInLogs: Bool {
        self == .creditCardNumber || self == .creditCardSecurityCode || self == .telephoneNumber || self == .oneTimeCode
    }
}
