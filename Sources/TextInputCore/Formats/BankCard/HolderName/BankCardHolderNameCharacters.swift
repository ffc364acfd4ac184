import Foundation

/// The characters a name embossed on a card may have, and how typed text maps onto them.
enum BankCardHolderNameCharacters {
    /// Appends the card characters `text` stands for: letters upper-cased, accented Latin letters
    /// folded to their base letter ("é" → "E"), ".", "-", "'" and space kept; everything else
    /// (digits, emoji, other scripts) dropped.
    static func append(_ text: Substring, to bytes: inout [UInt8]) {
        let start = bytes.count
        for byte in text.utf8 {
            guard byte < 0x80 else {
                bytes.removeSubrange(start...)
                appendSlowly(text, to: &bytes)
                return
            }
            if let kept = cardByte(forASCII: byte) { bytes.append(kept) }
        }
    }

    /// The card character for an ASCII byte, or nil.
    static func cardByte(forASCII byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: " "), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "'"):
            byte
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            byte - 0x20
        default:
            nil
        }
    }

    /// ``append(_:to:)`` for text with non-ASCII characters, Character by Character.
    private static func appendSlowly(_ text: Substring, to bytes: inout [UInt8]) {
        for character in text {
            if let ascii = character.asciiValue {
                if let kept = cardByte(forASCII: ascii) { bytes.append(kept) }
                continue
            }
            switch character {
            case "\u{2019}", "\u{2018}", "\u{02BC}": bytes.append(UInt8(ascii: "'"))  // typographic apostrophes
            case "\u{2010}", "\u{2011}": bytes.append(UInt8(ascii: "-"))  // Unicode hyphens
            default:
                let folded = String(character)
                    .folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
                    .uppercased()
                // Only letters that fold to A–Z make it ("ß" → "SS"); "ø", "李" or "👍" do not.
                guard !folded.isEmpty, folded.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else { continue }
                bytes += folded.utf8
            }
        }
    }

    /// Whether `byte` is a letter A–Z.
    static func isLetter(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// Whether `byte` may follow `previous` (nil at the start): a letter always; a space after
    /// a letter or a punctuation mark; ".", "-" and "'" only right after a letter.
    static func mayFollow(_ byte: UInt8, previous: UInt8?) -> Bool {
        if isLetter(byte) { return true }
        guard let previous else { return false }
        if byte == UInt8(ascii: " ") { return previous != UInt8(ascii: " ") }
        return isLetter(previous)
    }
}
