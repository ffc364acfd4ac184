/// Which characters of a format's text carry what the user entered — a card number's digits, a
/// phone number's digits and leading "+" — as opposed to the separators the format writes back
/// whenever it lays the text out, and the characters it drops (letters, emoji, stray marks).
///
/// ``SignificantCharacterEdit`` edits a text through it: the text is reduced to its
/// significant characters, edited, laid out again, and the caret goes back after the same
/// significant character. Texts are read scalar by scalar, so that a digit under a combining
/// mark is still a digit and no grapheme breaking is paid for on a keystroke.
///
/// A conformer says, for each scalar, the byte its format keeps, or nil to drop it; mapping a
/// character there is how a format normalizes what is pasted (a lowercase letter kept as its
/// uppercase byte):
///
/// ```swift
/// struct HexDigits: SignificantCharacters {
///     func value(of scalar: Unicode.Scalar, isFirst: Bool) -> UInt8? {
///         switch scalar {
///         case "0"..."9", "A"..."F": UInt8(ascii: scalar)
///         case "a"..."f": UInt8(ascii: scalar) - 32   // kept upper-cased
///         default: nil
///         }
///     }
/// }
/// ```
public protocol SignificantCharacters {
    /// The value a format keeps for `scalar`, or nil when `scalar` is not significant.
    /// `isFirst` is true when no significant character comes before it in the text being read:
    /// a phone number's "+" counts only there.
    ///
    /// The value is the format's to choose — a digit's value (0…9) for a card number, an ASCII
    /// byte for a code of letters and digits — and is what the layout of
    /// ``SignificantCharacterEdit/validate(_:keeping:atMost:layout:)`` receives. The answer
    /// must not depend on anything but the scalar and `isFirst`, and a laid-out text read again
    /// must give the same values: that is what makes the format's own text a fixed point.
    func value(of scalar: Unicode.Scalar, isFirst: Bool) -> UInt8?
}

extension SignificantCharacters {
    /// The UTF-8 offset in `text` (a laid-out text) right after its `count`-th significant
    /// character, and when `count` is 0, right before the first one: past text a layout puts
    /// before every significant character (a "TKT-" prefix). When no significant character
    /// follows, the offset is the end, so that a caret after the last one also passes a
    /// trailing separator ("+44 ").
    ///
    /// ```swift
    /// HexDigits().utf8Offset(afterSignificant: 2, in: Array("CA FE".utf8))   // 3: after the space
    /// HexDigits().utf8Offset(afterSignificant: 3, in: Array("CA FE".utf8))   // 4: after the "F"
    /// ```
    public func utf8Offset(afterSignificant count: Int, in text: [UInt8]) -> Int {
        var seen = 0
        var offset = 0
        var caret = text.count
        var scalars = UTF8Scalars(text.makeIterator())
        while let (scalar, length) = scalars.next() {
            if value(of: scalar, isFirst: seen == 0) != nil {
                if seen == count { return count == 0 ? offset : caret }
                seen += 1
                if seen == count { caret = offset + length }
            }
            offset += length
        }
        return text.count
    }
}
