import Foundation

/// The folding rule of ``Swift/String/autoFillFolded``, written as UTF-8 bytes, which is what
/// the index stores and compares.
///
/// Three paths give the same bytes: ASCII text is lowercased byte by byte; other text is folded
/// scalar by scalar, from a table made once for U+0080–U+30FF (Foundation decomposes the few
/// thousand scalars there that may decompose, a single time) and from the scalars' properties
/// above it; text the scalars cannot be folded one by one for (a scalar above the table that
/// may decompose, combining marks out of canonical order) asks Foundation for the whole text's
/// decomposition.
enum AutoFillFolding {
    /// Scalars below this one are folded by the table.
    static let tableEnd: UInt32 = 0x3100

    /// The folded form of every scalar from U+0080 to below ``tableEnd``.
    static let table: [AutoFillFoldedScalar] = (0x80..<tableEnd).map(AutoFillFoldedScalar.init(value:))

    /// Appends the folded UTF-8 of `text` to `bytes`.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        var index = start
        while index < bytes.count, bytes[index] < 0x80 {
            bytes[index] = asciiLowercase(bytes[index])
            index += 1
        }
        guard index < bytes.count else { return }
        bytes.removeSubrange(start...)
        guard appendScalarByScalar(text, to: &bytes) else {
            bytes.removeSubrange(start...)
            appendDecomposingWhole(text, to: &bytes)
            return
        }
    }

    /// The lowercase of an ASCII byte.
    static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Whether `value` is a combining diacritical mark, which folding removes: the blocks
    /// Combining Diacritical Marks (U+0300–U+036F, the accents of Latin, Greek and Cyrillic),
    /// their Extended and Supplement blocks, the marks for symbols and the half marks. Marks
    /// that change a letter in other scripts (Indic vowel signs, the kana voicing marks, Hebrew
    /// and Arabic points) are kept.
    static func isDiacriticalMark(_ value: UInt32) -> Bool {
        switch value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: true
        default: false
        }
    }

    /// Appends the folded form of one scalar of a decomposed text: its lowercase mapping,
    /// without combining diacritical marks.
    static func appendFolded(_ scalar: Unicode.Scalar, to folded: inout [Unicode.Scalar]) {
        if scalar.isASCII {
            folded.append(Unicode.Scalar(asciiLowercase(UInt8(truncatingIfNeeded: scalar.value))))
            return
        }
        let properties = scalar.properties
        guard properties.changesWhenLowercased else {
            if !isDiacriticalMark(scalar.value) { folded.append(scalar) }
            return
        }
        for lower in properties.lowercaseMapping.unicodeScalars where !isDiacriticalMark(lower.value) {
            folded.append(lower)
        }
    }

    /// Folds a text the table can answer for; false (with `bytes` partly written) when it cannot.
    private static func appendScalarByScalar(_ text: String, to bytes: inout [UInt8]) -> Bool {
        let table = self.table
        // The combining class of the last mark written since the last letter: a mark of a lower
        // class after it would move before it in the canonical order, which only the whole
        // text's decomposition gets right.
        var markClass: UInt8 = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                bytes.append(asciiLowercase(UInt8(truncatingIfNeeded: value)))
                markClass = 0
            } else if value < tableEnd {
                let folded = table[Int(value &- 0x80)]
                guard folded.count != AutoFillFoldedScalar.doesNotFit,
                    folded.leadingCombiningClass == 0 || folded.leadingCombiningClass >= markClass
                else { return false }
                guard folded.count > 0 else { continue }
                markClass = folded.trailingCombiningClass
                var utf8 = folded.utf8
                for _ in 0..<folded.count {
                    bytes.append(UInt8(truncatingIfNeeded: utf8))
                    utf8 >>= 8
                }
            } else if (0xAC00...0xD7A3).contains(value) {
                appendHangulDecomposition(of: value, to: &bytes)
                markClass = 0
            } else if mayDecompose(value) {
                return false  // rare: CJK compatibility ideographs, historic scripts
            } else if !appendFoldedUndecomposable(scalar, markClass: &markClass, to: &bytes) {
                return false
            }
        }
        return true
    }

    /// Folds a text from Foundation's decomposition of the whole of it: the exact path, for
    /// texts the table cannot answer for.
    private static func appendDecomposingWhole(_ text: String, to bytes: inout [UInt8]) {
        var folded: [Unicode.Scalar] = []
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            appendFolded(scalar, to: &folded)
        }
        for scalar in folded { appendUTF8(scalar.value, to: &bytes) }
    }

    /// Folds a scalar above the table that has no decomposition; false when a mark it gives
    /// would need reordering.
    private static func appendFoldedUndecomposable(_ scalar: Unicode.Scalar, markClass: inout UInt8, to bytes: inout [UInt8]) -> Bool {
        let properties = scalar.properties
        guard properties.changesWhenLowercased else {
            return appendInOrder(scalar, markClass: &markClass, to: &bytes)
        }
        for lower in properties.lowercaseMapping.unicodeScalars where !appendInOrder(lower, markClass: &markClass, to: &bytes) {
            return false
        }
        return true
    }

    /// Appends a folded scalar unless it is a diacritical mark; false when it is a mark that
    /// belongs before the marks just written.
    private static func appendInOrder(_ scalar: Unicode.Scalar, markClass: inout UInt8, to bytes: inout [UInt8]) -> Bool {
        guard !isDiacriticalMark(scalar.value) else { return true }
        let combiningClass = scalar.properties.canonicalCombiningClass.rawValue
        guard combiningClass == 0 || combiningClass >= markClass else { return false }
        markClass = combiningClass
        appendUTF8(scalar.value, to: &bytes)
        return true
    }

    /// Whether the scalar `value` may have a canonical decomposition: it lies in a block where
    /// some scalars have one (Latin, Greek, Cyrillic, Arabic, the Indic scripts, Tibetan,
    /// Myanmar, Balinese, some symbols, kana, CJK compatibility ideographs, Hebrew presentation
    /// forms, Brahmic scripts of the supplementary plane, musical symbols). Hangul syllables,
    /// which decompose by arithmetic, are left out. Only these scalars are decomposed by
    /// Foundation; a test checks that no other scalar has a decomposition.
    static func mayDecompose(_ value: UInt32) -> Bool {
        switch value {
        case 0x00C0...0x0233, 0x0340...0x0344, 0x0374...0x03D4, 0x0400...0x04F9, 0x0622...0x06D3,
            0x0929...0x0DDE, 0x0F43...0x0FB9, 0x1026, 0x1B06...0x1B43, 0x1E00...0x1FFD, 0x2000...0x2001,
            0x2126...0x212B, 0x219A...0x22ED, 0x2329...0x232A, 0x2ADC, 0x304C...0x30FE,
            0xF900...0xFB4F, 0x1_1000...0x1_1FFF, 0x1_6100...0x1_6FFF, 0x1_D100...0x1_D1FF, 0x2_F800...0x2_FA1F:
            true
        default:
            false
        }
    }

    /// Appends the conjoining jamo of the Hangul syllable `value`: its canonical decomposition,
    /// by the Unicode Standard's arithmetic (section 3.12).
    private static func appendHangulDecomposition(of value: UInt32, to bytes: inout [UInt8]) {
        let index = value - 0xAC00
        appendUTF8(0x1100 + index / 588, to: &bytes)
        appendUTF8(0x1161 + (index % 588) / 28, to: &bytes)
        if index % 28 != 0 { appendUTF8(0x11A7 + index % 28, to: &bytes) }
    }

    /// Appends the UTF-8 of the scalar `value`.
    private static func appendUTF8(_ value: UInt32, to bytes: inout [UInt8]) {
        guard let scalar = Unicode.Scalar(value) else { return }
        UTF8.encode(scalar) { bytes.append($0) }
    }
}
