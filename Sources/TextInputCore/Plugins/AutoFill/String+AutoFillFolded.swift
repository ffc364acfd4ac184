extension String {
    /// This text as the built-in autofill matching compares it: lowercased, without diacritics.
    ///
    /// The rule, exactly: the text's canonical decomposition (NFD), each scalar replaced by its
    /// Unicode lowercase mapping, and the combining diacritical marks removed (the blocks
    /// U+0300–U+036F, U+1AB0–U+1AFF, U+1DC0–U+1DFF, U+20D0–U+20FF and U+FE20–U+FE2F). Letters
    /// that Unicode does not decompose keep their stroke or ligature, and case is lowered, not
    /// folded, so "ß" stays "ß"; marks that make another letter in their script (Indic vowel
    /// signs, the kana voicing marks, Hebrew and Arabic points) stay. Hangul syllables become
    /// their jamo, as NFD has it.
    ///
    /// ```swift
    /// "Páris".autoFillFolded   // "paris"
    /// "ÆØÅ".autoFillFolded     // "æøa"
    /// "Łódź".autoFillFolded    // "łodz"
    /// ```
    ///
    /// Two texts that are canonically equivalent fold alike. Inline completion compares a typed
    /// text with a suggestion through this, as ``AutoFillMatcher/prefixThenContains`` does.
    package var autoFillFolded: String {
        String(decoding: autoFillFoldedUTF8, as: UTF8.self)
    }

    /// The UTF-8 of ``autoFillFolded``, which the index stores and compares.
    var autoFillFoldedUTF8: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        AutoFillFolding.append(self, to: &bytes)
        return bytes
    }
}
