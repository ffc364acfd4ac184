/// The dialled characters of a text: its decimal digits (full-width, Arabic-Indic and other
/// scripts' digits read as ASCII) and a "+" that comes before every digit. Everything else
/// (punctuation, spaces, letters, "tel:") is dropped.
struct PhoneNumberDigits {
    /// ASCII digits, with "+" first when the text has one before its first digit.
    private(set) var characters: [UInt8]

    init(_ text: String) {
        // Room for the longest number a field keeps, and then some: the array is allocated
        // once instead of growing digit by digit.
        characters = []
        characters.reserveCapacity(32)
        append(text)
    }

    /// Adds the dialled characters of `text`, read scalar by scalar as libphonenumber does
    /// (a digit keeps its value under a combining mark).
    mutating func append(_ text: String) {
        let dialled = Dialled()
        for scalar in text.unicodeScalars {
            if let character = dialled.value(of: scalar, isFirst: characters.isEmpty) {
                characters.append(character)
            }
        }
    }

    /// "+" or its full-width form.
    static func isPlus(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "+" || scalar == "\u{FF0B}"
    }

    /// The significant characters of a phone field: its dialled characters, as ASCII.
    struct Dialled: SignificantCharacters {
        @inline(__always)
        func value(of scalar: Unicode.Scalar, isFirst: Bool) -> UInt8? {
            if let digit = DecimalDigit.value(of: scalar) { return UInt8(ascii: "0") &+ digit }
            return isFirst && PhoneNumberDigits.isPlus(scalar) ? PhoneAsYouTypeFormatter.plus : nil
        }
    }
}
