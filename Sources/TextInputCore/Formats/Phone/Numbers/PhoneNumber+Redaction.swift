extension PhoneNumber: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The calling code and the last two digits, the others hidden: "+44 ••••••••58". The whole
    /// number is in ``e164`` and the formatted forms.
    public var description: String {
        "+\(countryCode) " + nationalSignificantNumber.redactingDigits(keepingLast: 2)
    }

    /// "PhoneNumber(+44 ••••••••58)".
    public var debugDescription: String {
        "PhoneNumber(\(description))"
    }

    /// A mirror with the calling code, the last two digits and the number of digits; never the
    /// whole number.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "countryCode": countryCode,
                "lastTwoDigits": String(nationalSignificantNumber.suffix(2)),
                "digitCount": nationalSignificantNumber.utf8.count,
            ],
            displayStyle: .struct
        )
    }
}

extension PhoneNumber: TextInputRedactedValue {
    /// A phone field's text with every digit but the last two hidden: "+44 ••••• ••••58".
    public static func redacted(_ text: String) -> String {
        text.redactingDigits(keepingLast: 2)
    }
}
