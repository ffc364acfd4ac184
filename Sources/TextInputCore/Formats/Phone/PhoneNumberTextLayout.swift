/// Turns the dialled characters of a phone field into the text the field shows, and finds
/// where the caret goes in it.
struct PhoneNumberTextLayout: Sendable {
    /// More dialled digits than any number needs (international prefix, calling code, 17-digit
    /// national number); further digits are not accepted.
    static let maximumDigits = 25

    let options: PhoneNumberTextInputOptions
    let table: PhoneMetadataTable

    /// The text for `characters` (digits, "+" first if any; digits past ``maximumDigits`` are
    /// dropped) and, for a caret that followed `caretCount` of them, the count of dialled
    /// characters the caret follows in the text. `states` are the field's as-you-type states,
    /// reused and updated.
    func layout(
        _ characters: [UInt8],
        caretCount: Int,
        states: inout PhoneAsYouTypeStates
    ) -> (text: [UInt8], caret: Int) {
        var characters = characters
        let limit = Self.maximumDigits + (characters.first == PhoneAsYouTypeFormatter.plus ? 1 : 0)
        if characters.count > limit {
            characters.removeLast(characters.count - limit)
        }
        var caretCount = min(caretCount, characters.count)
        if options.alwaysInternational {
            (characters, caretCount) = internationalForm(of: characters, caretCount: caretCount)
            // The calling code put in front counts against the limit too, or the text would
            // lose digits when pasted again.
            if characters.count > Self.maximumDigits + 1 {
                characters.removeLast(characters.count - Self.maximumDigits - 1)
                caretCount = min(caretCount, characters.count)
            }
        }
        let text = states.format(characters, regionCode: options.defaultRegion, table: table)
        return (text, caretCount)
    }

    /// A national number rewritten as "+CC…": an international prefix becomes "+", otherwise
    /// the default region's calling code goes first and the national prefix is dropped.
    private func internationalForm(of characters: [UInt8], caretCount: Int) -> ([UInt8], Int) {
        guard let first = characters.first, first != PhoneAsYouTypeFormatter.plus,
            let metadata = table.metadata(forRegion: options.defaultRegion)
        else {
            return (characters, caretCount)
        }
        if let prefix = metadata.internationalPrefix, let match = prefix.prefixMatch(characters), match.end > 0,
            match.end < characters.count, characters[match.end] != UInt8(ascii: "0")
        {
            let rest = characters[match.end...]
            return ([PhoneAsYouTypeFormatter.plus] + rest, max(0, caretCount - match.end) + 1)
        }
        let national = PhoneNumberParser.stripNationalPrefix(from: characters, metadata: metadata)
        let callingCode = [PhoneAsYouTypeFormatter.plus] + Array(String(metadata.countryCode).utf8)
        let removed = characters.count - national.count
        let caret =
            caretCount == characters.count
            ? national.count
            : min(national.count, max(0, caretCount - max(0, removed)))
        return (callingCode + national, callingCode.count + caret)
    }
}
