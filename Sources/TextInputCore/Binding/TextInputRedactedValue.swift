/// A value whose field's text must not reach logs in full: a card number, a security code.
///
/// The events and editing states of a field whose value type conforms print its text as
/// ``redacted(_:)`` gives it, and the value prints itself; a conforming type's own
/// `description`, `debugDescription` and mirror hide what ``redacted(_:)`` hides. The full text
/// stays available through ``TextInputEditingState/text`` and the value's own properties.
///
/// ```swift
/// let state = TextInputFormats.bankCardNumber().formatted("4111111111111111")
/// print(state)   // TextInputEditingState(text: "•••• •••• •••• 1111", selectedRange: 19..<19, value: Visa •••• 1111)
/// ```
public protocol TextInputRedactedValue: Sendable {
    /// What a log may show of `text`, the text of a field holding such a value.
    static func redacted(_ text: String) -> String
}

extension String {
    /// This text with every decimal digit replaced by "•" but the last `count`, and all of them
    /// when it holds no more than `count` digits.
    package func redactingDigits(keepingLast count: Int) -> String {
        let digitCount = reduce(0) { $0 + (DecimalDigit.isDigit($1) ? 1 : 0) }
        let kept = digitCount > count ? count : 0
        var seen = 0
        return String(
            map { character -> Character in
                guard DecimalDigit.isDigit(character) else { return character }
                seen += 1
                return seen > digitCount - kept ? character : "•"
            })
    }
}
