/// The kind of keyboard a field shows, platform-neutral: the adapters read it from
/// `UIKeyboardType`, and the keyboard bar picks its dismiss button's title by it.
public enum TextInputKeyboardType: Hashable, Sendable, CaseIterable {
    /// The full keyboard.
    case `default`
    /// The full keyboard with ASCII letters only.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// Keys for web addresses.
    case url
    /// Digits 0–9 only.
    case numberPad
    /// A telephone keypad: digits, `*`, `#` and `+`.
    case phonePad
    /// A telephone keypad that also types names.
    case namePhonePad
    /// Keys for email addresses.
    case emailAddress
    /// Digits and the decimal separator.
    case decimalPad
    /// Keys for web searches.
    case webSearch
    /// Digits 0–9 from the ASCII range only.
    case asciiCapableNumberPad

    /// Whether the keyboard has a return key: the pads have none, so Done in a toolbar or a
    /// keyboard bar is the only way to finish a field that shows one.
    package var hasReturnKey: Bool {
        switch self {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: false
        default: true
        }
    }
}
