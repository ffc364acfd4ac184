/// The editing rules of ``TextInputFormats/iban()``: an IBAN's letters, upper-cased, and digits
/// in groups of four, with the caret after the same character.
///
/// Every edit keeps the ASCII letters and digits of the text and drops everything else; what
/// it removes and where the caret goes is the rule every laid-out format shares
/// (``SignificantCharacterEdit``): the spaces are never edited themselves, so Backspace over
/// one deletes the character before it, and forward delete the one after it. Once the first
/// two letters name a country of the registry, the text takes as many characters as that
/// country's IBANs have, and 34, ISO 13616's longest, before.
///
/// It keeps a character wherever it is typed, a letter among digits included: a deletion
/// shifts the characters after it, so a rule by position would drop what the user typed, or
/// give another text for a paste of the field's own. The value's status says where a character
/// cannot stand (``IBAN/status``).
///
/// It is written against the public rules of laid-out texts and could live outside the
/// package.
///
/// ```swift
/// let result = IBANFormatter().validate(.pasting("gb82 west 1234 5698 7654 32"))
/// // .changed("GB82 WEST 1234 5698 7654 32", selectedRange: …end)
/// ```
struct IBANFormatter: TextInputFormatterType {
    /// The most characters an IBAN has, in any country.
    static let maximumLength = 34

    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        SignificantCharacterEdit.validate(edit, keeping: IBANCharacters(), atMost: Self.maximumLength) { characters, caret in
            let length = IBANRegistry.shared.format(forCountryCode: characters)?.length ?? Self.maximumLength
            let kept = characters.prefix(length)
            var text: [UInt8] = []
            text.reserveCapacity(kept.count + kept.count / 4)
            for (index, character) in kept.enumerated() {
                if index > 0, index % 4 == 0 { text.append(UInt8(ascii: " ")) }
                text.append(character)
            }
            return (text, min(caret, kept.count))
        }
    }
}

/// The characters of an IBAN's text: ASCII letters, upper-cased, and digits.
struct IBANCharacters: SignificantCharacters {
    func value(of scalar: Unicode.Scalar, isFirst _: Bool) -> UInt8? {
        guard scalar.isASCII else { return nil }
        let byte = UInt8(scalar.value)
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - 0x20
        default: return nil
        }
    }
}
