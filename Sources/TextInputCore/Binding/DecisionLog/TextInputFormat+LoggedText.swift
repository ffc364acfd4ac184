import Foundation

extension TextInputFormat {
    /// `text`, a text of a field of this format, quoted as a decision log shows it: redacted by
    /// the format's log-safety rules, and cut to its ends when it is long (a pasted megabyte).
    ///
    /// The text is redacted as the field's events redact it (``printedRedaction``).
    package func loggedText(_ text: String) -> String {
        Self.quoted(printedRedaction.redacting(text))
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
