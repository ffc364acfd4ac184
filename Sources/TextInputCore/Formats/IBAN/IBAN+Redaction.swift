extension IBAN: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// Once the IBAN is valid (``isValid``), its grouped form with every character hidden but
    /// the country code and the last four: "GB•• •••• •••• •••• ••54 32". An IBAN still being
    /// typed shows no letter or digit ("•••• ••••"): the last characters of each step would
    /// spell the IBAN out in a log of every keystroke.
    public var description: String {
        guard isValid else { return Self.redacted(formattedString) }
        let characters = electronicFormat.utf8
        var text: [UInt8] = []
        for (index, character) in characters.enumerated() {
            if index > 0, index % 4 == 0 { text.append(UInt8(ascii: " ")) }
            if index < 2 || index >= characters.count - 4 {
                text.append(character)
            } else {
                text += "•".utf8
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// "IBAN(GB•• •••• •••• •••• ••54 32)".
    public var debugDescription: String {
        "IBAN(\(description))"
    }

    /// A mirror with the number of characters, validity and, once the IBAN is valid, its
    /// country code and last four characters; never the whole IBAN.
    public var customMirror: Mirror {
        let isShown = isValid
        return Mirror(
            self,
            children: [
                "countryCode": isShown ? countryCode : nil as String? as Any,
                "lastFourCharacters": isShown ? String(electronicFormat.suffix(4)) : nil as String? as Any,
                "characterCount": electronicFormat.utf8.count,
                "isValid": isShown,
            ],
            displayStyle: .struct
        )
    }
}

extension IBAN: TextInputRedactedValue {
    /// Every letter and digit: an IBAN field's events print "•••• •••• •••• •••• •••• ••". A
    /// bank's letters identify it as well as its digits do.
    public static var redaction: TextInputRedaction { .lettersAndDigits }
}
