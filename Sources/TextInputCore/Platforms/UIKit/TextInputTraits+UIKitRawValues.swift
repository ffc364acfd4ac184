/// UIKit's keyboard, capitalization and return-key kinds are `NS_ENUM(NSInteger, …)` types whose
/// values are fixed by UIKit's binary interface: an app built years ago still passes the same
/// numbers. The UIKit adapter converts the platform-neutral kinds by these values
/// (`UIKeyboardType(rawValue:)`), so that the one table of them lives here, tested on Linux.
extension TextInputKeyboardType {
    /// The raw value of UIKit's `UIKeyboardType` for this keyboard (`twitter`, 9, has no
    /// platform-neutral kind).
    package var uiKitRawValue: Int {
        switch self {
        case .default: 0
        case .asciiCapable: 1
        case .numbersAndPunctuation: 2
        case .url: 3
        case .numberPad: 4
        case .phonePad: 5
        case .namePhonePad: 6
        case .emailAddress: 7
        case .decimalPad: 8
        case .webSearch: 10
        case .asciiCapableNumberPad: 11
        }
    }

    /// The keyboard of a `UIKeyboardType` raw value; the full keyboard for the Twitter keyboard
    /// and for any kind added later.
    package init(uiKitRawValue: Int) {
        self = Self.allCases.first { $0.uiKitRawValue == uiKitRawValue } ?? .default
    }
}

extension TextInputReturnKey {
    /// The raw value of UIKit's `UIReturnKeyType` for this label (`google`, 2, `yahoo`, 8, and
    /// `emergencyCall`, 10, have no platform-neutral label).
    package var uiKitRawValue: Int {
        switch self {
        case .default: 0
        case .go: 1
        case .join: 3
        case .next: 4
        case .route: 5
        case .search: 6
        case .send: 7
        case .done: 9
        case .continue: 11
        }
    }
}

extension TextInputAutocapitalization {
    /// The raw value of UIKit's `UITextAutocapitalizationType` for this capitalization.
    package var uiKitRawValue: Int {
        switch self {
        case .none: 0
        case .words: 1
        case .sentences: 2
        case .allCharacters: 3
        }
    }
}
