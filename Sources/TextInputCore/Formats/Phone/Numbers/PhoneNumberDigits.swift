/// The dialled characters of a text: its decimal digits (full-width, Arabic-Indic and other
/// scripts' digits read as ASCII) and a "+" that comes before every digit. Everything else
/// (punctuation, spaces, letters, "tel:") is dropped.
///
/// It also counts, for an index of the text, how many of those characters precede it: a
/// caret that follows the n-th digit before formatting follows the n-th digit after it.
struct PhoneNumberDigits {
    /// ASCII digits, with "+" first when the text has one before its first digit.
    private(set) var characters: [UInt8] = []

    init() {}

    init(_ text: some StringProtocol) {
        append(text)
    }

    /// Adds the dialled characters of `text`.
    mutating func append(_ text: some StringProtocol) {
        for character in text {
            append(character)
        }
    }

    /// Keeps the first `count` digits (and the "+").
    mutating func keepDigits(atMost count: Int) {
        let limit = count + (hasPlus ? 1 : 0)
        if characters.count > limit {
            characters.removeLast(characters.count - limit)
        }
    }

    /// Whether the text had a "+" before its digits.
    var hasPlus: Bool { characters.first == PhoneAsYouTypeFormatter.plus }

    private mutating func append(_ character: Character) {
        if let digit = Self.digitValue(of: character) {
            characters.append(UInt8(ascii: "0") + digit)
        } else if Self.isPlus(character), characters.isEmpty {
            characters.append(PhoneAsYouTypeFormatter.plus)
        }
    }

    /// The value of a decimal digit of any script; nil for anything else (including digits
    /// with combining marks, superscripts and circled digits).
    static func digitValue(of character: Character) -> UInt8? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        if scalar.isASCII {
            return scalar.value >= 0x30 && scalar.value <= 0x39 ? UInt8(scalar.value - 0x30) : nil
        }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
              value >= 0, value <= 9 else {
            return nil
        }
        return UInt8(value)
    }

    /// "+" or its full-width form.
    static func isPlus(_ character: Character) -> Bool {
        character == "+" || character == "\u{FF0B}"
    }

    /// Whether `character` is kept: a digit, or a plus sign.
    static func isDialled(_ character: Character) -> Bool {
        digitValue(of: character) != nil || isPlus(character)
    }
}
