extension PhoneNumber: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The calling code and the last two digits, the others hidden: "+44 ••••••••58"; a number
    /// with an extension says so and no more ("+44 ••••••••58 ext."). The whole number is in
    /// ``e164`` and the formatted forms, the extension in ``extension``.
    public var description: String {
        "+\(countryCode) " + nationalSignificantNumber.redactingDigits(keepingLast: 2) + (self.extension == nil ? "" : " ext.")
    }

    /// "PhoneNumber(+44 ••••••••58)".
    public var debugDescription: String {
        "PhoneNumber(\(description))"
    }

    /// A mirror with the calling code, the last two digits, the number of digits and whether
    /// there is an extension; never the whole number, nor any digit of the extension.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "countryCode": countryCode,
                "lastTwoDigits": String(nationalSignificantNumber.suffix(2)),
                "digitCount": nationalSignificantNumber.utf8.count,
                "hasExtension": self.extension != nil,
            ],
            displayStyle: .struct
        )
    }
}

extension PhoneNumber: TextInputRedactedValue {
    /// A phone field's text with every digit but the number's last two hidden; an extension's
    /// digits are all hidden ("+•• •• •••• ••58 x•••").
    public static func redacted(_ text: String) -> String {
        guard PhoneExtensionReader.mayHoldExtension(text) else { return text.redactingDigits(keepingLast: 2) }
        let scalars = Array(text.unicodeScalars)
        let numberEnd: Int
        switch PhoneExtensionReader.read(scalars) {
        case let .found(end, _, _, _), let .pending(end): numberEnd = end
        case .none, .unreadable: return text.redactingDigits(keepingLast: 2)
        }
        let number = String(String.UnicodeScalarView(scalars[..<numberEnd]))
        let tail = String(String.UnicodeScalarView(scalars[numberEnd...]))
        return number.redactingDigits(keepingLast: 2) + tail.redactingDigits(keepingLast: 0)
    }
}
