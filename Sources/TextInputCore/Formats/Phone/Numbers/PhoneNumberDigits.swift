/// The dialled characters of a text: its decimal digits (full-width, Arabic-Indic and other
/// scripts' digits read as ASCII) and a "+" that comes before every digit. Everything else
/// (punctuation, spaces, letters, "tel:") is dropped.
struct PhoneNumberDigits {
    /// ASCII digits, with "+" first when the text has one before its first digit.
    private(set) var characters: [UInt8]

    init(_ text: String) {
        self.init(text.unicodeScalars)
    }

    /// The dialled characters of a text's scalars, such as the part of a text before an
    /// extension's label.
    init(_ scalars: some Sequence<Unicode.Scalar>) {
        // Room for the longest number a field keeps, and then some: the array is allocated
        // once instead of growing digit by digit.
        characters = []
        characters.reserveCapacity(32)
        append(scalars)
    }

    /// Adds the dialled characters of `text`, read scalar by scalar as libphonenumber does
    /// (a digit keeps its value under a combining mark).
    mutating func append(_ text: String) {
        append(text.unicodeScalars)
    }

    private mutating func append(_ scalars: some Sequence<Unicode.Scalar>) {
        let dialled = Dialled()
        for scalar in scalars {
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
