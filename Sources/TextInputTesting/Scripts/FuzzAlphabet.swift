/// Fragments the edit scripts type, paste and compose: what users enter, and what breaks naive
/// string handling. Each format adds fragments of its own (``FuzzTarget``).
package enum FuzzAlphabet {
    /// The ASCII digits.
    package static let digits = (0...9).map(String.init)
    /// Letters, with and without accents.
    package static let letters = ["a", "Z", "é", "ß", "q", "x"]
    /// Separators and signs formats write or drop.
    package static let punctuation = [" ", "-", "/", ".", ",", "(", ")", "+", "'", "\n", "$", "%"]

    /// Grapheme clusters and scalars that split, merge, reorder or hide: ZWJ sequences, flags,
    /// skin tones, combining marks alone and attached, right-to-left text and bidi controls, NUL
    /// and other controls, CRLF, a byte-order mark, full-width and Arabic-Indic digits, a scalar
    /// outside the BMP (a surrogate pair in UTF-16).
    package static let hostile = [
        "👍🏽", "🇫🇷", "🇺🇸🇩🇪", "👨‍👩‍👧", "👩🏽‍💻", "e\u{301}", "\u{301}", "\u{20DD}", "\u{200D}", "\u{FE0F}",
        "ا", "שלום", "مرحبا", "\u{202E}", "\u{202D}abc\u{202C}", "\u{200F}", "\u{2066}1\u{2069}",
        "\0", "\u{1}", "\u{7F}", "\t", "\r\n", "\r", "\u{FEFF}", "\u{2028}", "１２", "٣", "٤٥", "𝟘", "𝟙2", "",
        "a\u{0}b", "🇫", "🏽",
    ]

    /// Strings people paste into all kinds of fields.
    package static let pastes = [
        "4111 1111 1111 1111", "+1 (415) 555-2671", "12/34", "abc123def", "👍🏽1👍🏽2", "1,234.50", "Jean-Luc O'Neil",
        "5551234567", "0042", "31.12.1999",
    ]

    /// Fragments for every format.
    package static let common = digits + letters + punctuation + hostile + pastes

    /// Units repeated into large pastes: each mixes what formats accept with what they drop.
    package static let largePasteUnits = ["1234567890", "4111 1111 ", "ab12👍🏽-", "e\u{301}\u{202E}9", "٣١"]
}
