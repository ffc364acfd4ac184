/// Turns the dialled characters of a phone field into the text the field shows, and finds
/// where the caret goes in it.
struct PhoneNumberTextLayout: Sendable {
    /// More dialled digits than any number needs (international prefix, calling code, 17-digit
    /// national number); further digits are not accepted.
    static let maximumDigits = 25

    let options: PhoneNumberTextInputOptions
    let table: PhoneMetadataTable
    let cache = PhoneAsYouTypeCache()

    /// The text for `characters` (digits, "+" first if any) and, for a caret that followed
    /// `caretCount` of them, the count of dialled characters the caret follows in the text.
    func layout(_ characters: [UInt8], caretCount: Int) -> (text: [UInt8], caretCount: Int) {
        var characters = characters
        var caretCount = caretCount
        if options.alwaysInternational {
            (characters, caretCount) = internationalForm(of: characters, caretCount: caretCount)
        }
        let text = cache.format(characters, regionCode: options.defaultRegion, table: table)
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

    /// The index in `text` after its `count`-th dialled character; the end when `count`
    /// reaches the number of dialled characters, the start when it is 0.
    static func index(afterDialled count: Int, in text: String) -> String.Index {
        guard count > 0 else { return text.startIndex }
        var seen = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if PhoneNumberDigits.isDialled(character) {
                seen += 1
                if seen == count { break }
            }
        }
        return seen < count ? text.endIndex : (isLastDialled(from: index, in: text) ? text.endIndex : index)
    }

    /// Whether no dialled character follows `index`: a caret after the last digit goes to the
    /// end, past any trailing separator ("+44 ").
    private static func isLastDialled(from index: String.Index, in text: String) -> Bool {
        !text[index...].contains(where: PhoneNumberDigits.isDialled)
    }
}
