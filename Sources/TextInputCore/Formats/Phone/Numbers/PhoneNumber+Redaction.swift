extension PhoneNumber: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Once the number is valid for its region (complete), its calling code and last two digits,
    /// the others hidden: "+44 ••••••••58"; a number with an extension says so and no more
    /// ("+44 ••••••••58 ext."). A number still being typed shows no digit ("+•• ••••••"): the
    /// last two digits of each step would spell the number out in a log of every keystroke. The
    /// whole number is in ``e164`` and the formatted forms, the extension in ``extension``.
    public var description: String {
        let shown = "+\(countryCode) " + PhoneNumber.redaction.redacting(nationalSignificantNumber, keepingLast: 2)
        return (isValid ? shown : PhoneNumber.redacted(shown)) + (self.extension == nil ? "" : " ext.")
    }

    /// "PhoneNumber(+44 ••••••••58)".
    public var debugDescription: String {
        "PhoneNumber(\(description))"
    }

    /// A mirror with the number of digits, whether there is an extension and, once the number is
    /// valid, its calling code and last two digits; never the whole number, nor any digit of the
    /// extension.
    public var customMirror: Mirror {
        let isShown = isValid
        return Mirror(
            self,
            children: [
                "countryCode": isShown ? countryCode : nil as Int? as Any,
                "lastTwoDigits": isShown ? String(nationalSignificantNumber.suffix(2)) : nil as String? as Any,
                "digitCount": nationalSignificantNumber.utf8.count,
                "hasExtension": self.extension != nil,
            ],
            displayStyle: .struct
        )
    }
}

extension PhoneNumber: TextInputRedactedValue {
    /// Every digit: a phone field's events print "+•• ••••• ••••••".
    public static var redaction: TextInputRedaction { .digits }
}
