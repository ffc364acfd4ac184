/// A phone number's text split as libphonenumber's `parse` splits it: the dialled characters
/// of the number, and the digits of its extension.
struct PhoneNumberTextParts {
    /// The number's digits, "+" first if any; an extension's digits are never among them.
    var dialled: [UInt8]
    /// The extension's ASCII digits; empty while only its label is typed; nil without one.
    var extensionDigits: [UInt8]?
    /// False when a label follows the number's digits but introduces no extension
    /// libphonenumber reads: such a text holds no number, rather than one merged with the
    /// digits after the label.
    var isReadable = true

    /// The parts of `text`. `strict` asks for libphonenumber's check that the text before an
    /// extension can be a number; without it (a field laying out its text) any digit will do.
    init(_ text: String, strict: Bool) {
        guard PhoneExtensionReader.mayHoldExtension(text) else {
            dialled = PhoneNumberDigits(text).characters
            return
        }
        let scalars = Array(text.unicodeScalars)
        func dialledCharacters(upTo end: Int) -> [UInt8] {
            PhoneNumberDigits(scalars[..<end]).characters
        }
        switch PhoneExtensionReader.read(scalars) {
        case .none:
            // A second number ("/x2303") is no part of the first.
            dialled = dialledCharacters(upTo: PhoneExtensionReader.numberTextEnd(scalars))
        case let .found(numberEnd, _, digits, numberIsViable):
            dialled = dialledCharacters(upTo: numberEnd)
            extensionDigits = digits
            let hasDigit = dialled.contains { $0 != PhoneAsYouTypeFormatter.plus }
            isReadable = strict ? numberIsViable : hasDigit
        case let .pending(numberEnd):
            dialled = dialledCharacters(upTo: numberEnd)
            extensionDigits = []
        case .unreadable:
            dialled = PhoneNumberDigits(text).characters
            isReadable = false
        }
    }

    /// The extension as a value holds it: its digits, nil when there are none.
    var extensionValue: String? {
        guard let extensionDigits, !extensionDigits.isEmpty else { return nil }
        return String(decoding: extensionDigits, as: UTF8.self)
    }
}
