import TextInputCore

/// The characters an ISIN field keeps: ASCII letters, upper-cased, and digits. Spaces,
/// punctuation and anything else typed or pasted are dropped.
struct ISINCharacters: SignificantCharacters {
    /// The upper-case ASCII byte kept for `scalar`, or nil.
    static func kept(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9", "A"..."Z": UInt8(ascii: scalar)
        case "a"..."z": UInt8(ascii: scalar) - 32
        default: nil
        }
    }

    func value(of scalar: Unicode.Scalar, isFirst _: Bool) -> UInt8? {
        Self.kept(scalar)
    }
}

/// Shows an ISIN's characters as "US 037833100 5": the country code, the national identifier
/// and the check digit. The package's editing rules do the rest: the caret stays after the same
/// character, and Backspace just after a space deletes the character before it.
///
/// It keeps every letter and digit wherever it stands: a rule about positions (letters first, a
/// digit last) would drop characters that a deletion moved, or make the field's own text change
/// when pasted again. The format's status says where a character is wrong instead.
struct ISINFormatter: TextInputFormatterType {
    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        SignificantCharacterEdit.validate(edit, keeping: ISINCharacters(), atMost: 12) { characters, caret in
            (Array(Self.grouped(characters).utf8), caret)
        }
    }

    /// `characters` with a space after the country code and before the check digit.
    static func grouped(_ characters: some Collection<UInt8>) -> String {
        var text: [UInt8] = []
        for (index, character) in characters.enumerated() {
            if index == 2 || index == 11 { text.append(UInt8(ascii: " ")) }
            text.append(character)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// `text`'s characters grouped: how the field shows an ISIN.
    static func grouped(_ text: String) -> String {
        grouped(text.utf8)
    }
}
