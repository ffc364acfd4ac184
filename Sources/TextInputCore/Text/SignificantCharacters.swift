/// Which characters of a format's text carry what the user entered — a card number's digits, a
/// phone number's digits and leading "+" — as opposed to the separators the format writes back
/// whenever it lays the text out, and the characters it drops (letters, emoji, stray marks).
///
/// ``SignificantCharacterEdit`` edits a text through it: the text is reduced to its
/// significant characters, edited, laid out again, and the caret goes back after the same
/// significant character. Texts are read scalar by scalar, so that a digit under a combining
/// mark is still a digit and no grapheme breaking is paid for on a keystroke.
package protocol SignificantCharacters {
    /// The value a format keeps for `scalar`, or nil when `scalar` is not significant.
    /// `isFirst` is true when no significant character comes before it in the text being read:
    /// a phone number's "+" counts only there.
    func value(of scalar: Unicode.Scalar, isFirst: Bool) -> UInt8?
}

extension SignificantCharacters {
    /// The UTF-8 offset in `text` (a laid-out text) right after its `count`-th significant
    /// character: the start when `count` is 0, and the end when no significant character
    /// follows, so that a caret after the last one also passes a trailing separator ("+44 ").
    package func utf8Offset(afterSignificant count: Int, in text: [UInt8]) -> Int {
        guard count > 0 else { return 0 }
        var seen = 0
        var offset = 0
        var caret = text.count
        while offset < text.count {
            let (scalar, length) = Self.scalar(at: offset, in: text)
            if value(of: scalar, isFirst: seen == 0) != nil {
                if seen == count { return caret }
                seen += 1
                if seen == count { caret = offset + length }
            }
            offset += length
        }
        return text.count
    }

    /// The scalar of valid UTF-8 `text` at `offset`, and its length in bytes.
    private static func scalar(at offset: Int, in text: [UInt8]) -> (Unicode.Scalar, Int) {
        let lead = text[offset]
        guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        var end = offset + 1
        while end < offset + length, end < text.count {
            value = value << 6 | UInt32(text[end] & 0x3F)
            end += 1
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", end - offset)
    }
}

/// Decimal digits of any script, kept as their values 0…9: a card number's significant
/// characters.
package struct DecimalDigitCharacters: SignificantCharacters {
    package init() {}

    @inline(__always)
    package func value(of scalar: Unicode.Scalar, isFirst: Bool) -> UInt8? {
        DecimalDigit.value(of: scalar)
    }
}
