/// Which characters of a field's text a log may not show: the rule a ``TextInputRedactedValue``
/// gives for everything the package prints of its field.
///
/// A redaction hides characters by what they are — digits, letters — never by where they stand.
/// That is what keeps a whole typing session safe, not just one text: a log holds the field's
/// state at every keystroke, and a rule such as "all but the last four digits" shows a different
/// four at each step (`•111 1`, `••11 11`, …) until the log holds the whole number. A rule that
/// hides every digit shows none at any step, so every step together shows none either.
///
/// ```swift
/// TextInputRedaction.digits.redacting("4111 1111 1111 1111")        // "•••• •••• •••• ••••"
/// TextInputRedaction.lettersAndDigits.redacting("GB82 WEST 1234")   // "•••• •••• ••••"
/// ```
public struct TextInputRedaction: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    /// Creates a redaction from its raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Decimal digits of any script: "0"…"9", "٠"…"٩", "０"…"９".
    public static let digits = TextInputRedaction(rawValue: 1 << 0)
    /// Letters of any script.
    public static let letters = TextInputRedaction(rawValue: 1 << 1)
    /// Every other character but spaces: punctuation, symbols, emoji.
    public static let otherCharacters = TextInputRedaction(rawValue: 1 << 2)

    /// Letters and digits: what an ``IBAN`` field hides, and the default for a value of an
    /// app's own, such as an account number.
    public static let lettersAndDigits: TextInputRedaction = [.letters, .digits]
    /// Every character but spaces: only the text's length and word breaks show.
    public static let allCharacters: TextInputRedaction = [.letters, .digits, .otherCharacters]

    /// `text` with each Character this redaction hides shown as "•".
    ///
    /// A Character is hidden when any of its Unicode scalars is: a digit with a combining mark
    /// is hidden as a digit.
    ///
    /// ```swift
    /// TextInputRedaction.digits.redacting("+44 7400 123456") // "+•• •••• ••••••"
    /// ```
    public func redacting(_ text: String) -> String {
        guard !isEmpty else { return text }
        // A phone field's serializer redacts the text of the error it throws at each keystroke
        // of a number still being typed: ASCII text, the common case, is redacted byte by byte.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return redactingASCII(text)
        }
        var hidesAny = false
        for character in text where hides(character) {
            hidesAny = true
            break
        }
        guard hidesAny else { return text }
        return String(text.map { hides($0) ? "•" : $0 })
    }

    /// `text` with each Character this redaction hides shown as "•", but the last `count` of
    /// them, and all of them when the text holds no more than `count`: what the description of
    /// a *finished* value may show, such as a complete card number's last four digits.
    ///
    /// Use it only for a value that is complete: a text still being typed shows a different
    /// last `count` at each keystroke, and a log of every keystroke would spell it out. Events
    /// and states print through ``redacting(_:)``, which shows none.
    ///
    /// ```swift
    /// TextInputRedaction.digits.redacting("4111 1111 1111 1111", keepingLast: 4)   // "•••• •••• •••• 1111"
    /// TextInputRedaction.lettersAndDigits.redacting("GB82 WEST", keepingLast: 2)   // "•••• ••ST"
    /// ```
    public func redacting(_ text: String, keepingLast count: Int) -> String {
        let hiddenCount = text.reduce(0) { $0 + (hides($1) ? 1 : 0) }
        let kept = hiddenCount > count ? Swift.max(count, 0) : 0
        var seen = 0
        return String(
            text.map { character -> Character in
                guard hides(character) else { return character }
                seen += 1
                return seen > hiddenCount - kept ? character : "•"
            })
    }

    /// `text`, all ASCII, redacted: each byte is a Character there ("\r\n" is one, but neither
    /// of its bytes is hidden, as the pair is not).
    private func redactingASCII(_ text: String) -> String {
        let hidesDigits = contains(.digits)
        let hidesLetters = contains(.letters)
        let hidesOthers = contains(.otherCharacters)
        func hides(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): hidesDigits
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): hidesLetters
            case 0x09...0x0D, UInt8(ascii: " "): false
            default: hidesOthers
            }
        }
        guard text.utf8.contains(where: hides) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if hides(byte) {
                bytes.append(contentsOf: "•".utf8)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether this redaction hides `character`.
    public func hides(_ character: Character) -> Bool {
        let isDigit = DecimalDigit.isDigit(character)
        if isDigit, contains(.digits) { return true }
        let isLetter = character.unicodeScalars.contains(where: \.properties.isAlphabetic)
        if isLetter, contains(.letters) { return true }
        guard contains(.otherCharacters), !isDigit, !isLetter else { return false }
        return !character.isWhitespace && character != "•"
    }
}
