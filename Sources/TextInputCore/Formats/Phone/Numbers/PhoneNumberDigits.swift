/// The dialled characters of a text: its decimal digits (full-width, Arabic-Indic and other
/// scripts' digits read as ASCII) and a "+" that comes before every digit. Everything else
/// (punctuation, spaces, letters, "tel:") is dropped.
///
/// It also counts, for an index of the text, how many of those characters precede it: a
/// caret that follows the n-th digit before formatting follows the n-th digit after it.
struct PhoneNumberDigits {
    /// ASCII digits, with "+" first when the text has one before its first digit.
    private(set) var characters: [UInt8]

    /// Room for the longest number a field keeps, and then some: the array is allocated once
    /// instead of growing digit by digit.
    init() {
        characters = []
        characters.reserveCapacity(32)
    }

    init(_ text: String) {
        self.init()
        append(text)
    }

    /// Adds the dialled characters of `text`, read scalar by scalar as libphonenumber does
    /// (a digit keeps its value under a combining mark).
    mutating func append(_ text: String) {
        text.withBorrowedUTF8 { append(utf8: $0) }
    }

    /// Adds the dialled characters of `text`.
    mutating func append(_ text: Substring) {
        text.withBorrowedUTF8 { append(utf8: $0) }
    }

    /// Reads ASCII bytes directly and decodes the rest, which is rare, scalar by scalar.
    private mutating func append(utf8 bytes: BorrowedBuffer<UInt8>) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    characters.append(byte)
                } else if byte == PhoneAsYouTypeFormatter.plus, characters.isEmpty {
                    characters.append(byte)
                }
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, bytes[end] >= 0x80 { end += 1 }
            for scalar in String(decoding: bytes.extracting(index..<end), as: UTF8.self).unicodeScalars {
                append(scalar)
            }
            index = end
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

    private mutating func append(_ scalar: Unicode.Scalar) {
        if let digit = DecimalDigit.value(of: scalar) {
            characters.append(UInt8(ascii: "0") + digit)
        } else if Self.isPlus(scalar), characters.isEmpty {
            characters.append(PhoneAsYouTypeFormatter.plus)
        }
    }

    /// "+" or its full-width form.
    static func isPlus(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "+" || scalar == "\u{FF0B}"
    }

    /// Whether `character` holds a dialled character: a digit, or a plus sign.
    static func isDialled(_ character: Character) -> Bool {
        character.unicodeScalars.contains { DecimalDigit.value(of: $0) != nil || isPlus($0) }
    }
}
