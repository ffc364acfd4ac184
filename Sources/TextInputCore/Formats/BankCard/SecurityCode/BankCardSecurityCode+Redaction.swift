extension BankCardSecurityCode: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// A bullet for each digit: "•••".
    public var description: String {
        String(repeating: "•", count: digitsString.utf8.count)
    }

    /// "BankCardSecurityCode(•••)".
    public var debugDescription: String {
        "BankCardSecurityCode(\(description))"
    }

    /// A mirror that shows the number of digits, not the digits.
    public var customMirror: Mirror {
        Mirror(self, children: ["digits": description], displayStyle: .struct)
    }
}

extension BankCardSecurityCode: TextInputRedactedValue {
    /// Every digit of a security code field's text.
    public static var redaction: TextInputRedaction { .digits }
}
