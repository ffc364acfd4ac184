/// Turns the dialled characters of a phone field into the text the field shows, and finds
/// where the caret goes in it.
struct PhoneNumberTextLayout: Sendable {
    /// More dialled digits than any number needs (international prefix, calling code, 17-digit
    /// national number); further digits are not accepted.
    static let maximumDigits = 25

    let options: PhoneNumberTextInputOptions
    let table: PhoneMetadataTable

    /// The text for `characters` (digits, "+" first if any) and, for a caret that followed
    /// `caretCount` of them, the count of dialled characters the caret follows in the text.
    /// `states` are the field's as-you-type states, reused and updated.
    func layout(
        _ characters: [UInt8],
        caretCount: Int,
        states: inout PhoneAsYouTypeStates
    ) -> (text: [UInt8], caretCount: Int) {
        var characters = characters
        var caretCount = caretCount
        if options.alwaysInternational {
            (characters, caretCount) = internationalForm(of: characters, caretCount: caretCount)
        }
        let text = states.format(characters, regionCode: options.defaultRegion, table: table)
        return (text, caretCount)
    }

    /// A national number rewritten as "+CC…": an international prefix becomes "+", otherwise
    /// the default region's calling code goes first and the national prefix is dropped.
    private func internationalForm(of characters: [UInt8], caretCount: Int) -> ([UInt8], Int) {
        guard let first = characters.first, first != PhoneAsYouTypeFormatter.plus,
              let metadata = table.metadata(forRegion: options.defaultRegion) else {
            return (characters, caretCount)
        }
        if let prefix = metadata.internationalPrefix, let match = prefix.prefixMatch(characters), match.end > 0,
           match.end < characters.count, characters[match.end] != UInt8(ascii: "0") {
            let rest = characters[match.end...]
            return ([PhoneAsYouTypeFormatter.plus] + rest, max(0, caretCount - match.end) + 1)
        }
        let national = PhoneNumberParser.stripNationalPrefix(from: characters, metadata: metadata)
        let callingCode = [PhoneAsYouTypeFormatter.plus] + Array(String(metadata.countryCode).utf8)
        let removed = characters.count - national.count
        let caret = caretCount == characters.count
            ? national.count
            : min(national.count, max(0, caretCount - max(0, removed)))
        return (callingCode + national, callingCode.count + caret)
    }

    /// The offset in `text` (ASCII, as the formatter writes it) after its `count`-th dialled
    /// character: the start when `count` is 0, the end when no dialled character follows (a
    /// caret after the last digit goes past a trailing separator, as in "+44 ").
    static func offset(afterDialled count: Int, in text: [UInt8]) -> Int {
        guard count > 0 else { return 0 }
        var seen = 0
        var offset = 0
        while offset < text.count, seen < count {
            if isDialled(text[offset]) { seen += 1 }
            offset += 1
        }
        return text[offset...].contains(where: isDialled) ? offset : text.count
    }

    private static func isDialled(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == PhoneAsYouTypeFormatter.plus
    }
}
