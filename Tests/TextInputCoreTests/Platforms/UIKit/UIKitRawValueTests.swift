import Testing

@testable import TextInputCore

/// The values of UIKit's headers (`UITextInputTraits.h`), which its binary interface fixes.
@Suite("The platform-neutral traits as UIKit's NS_ENUM values")
struct UIKitRawValueTests {
    @Test(
        "each keyboard is UIKit's value of the same name, and reads back from it",
        arguments: [
            (TextInputKeyboardType.default, 0),
            (.asciiCapable, 1),
            (.numbersAndPunctuation, 2),
            (.url, 3),
            (.numberPad, 4),
            (.phonePad, 5),
            (.namePhonePad, 6),
            (.emailAddress, 7),
            (.decimalPad, 8),
            (.webSearch, 10),
            (.asciiCapableNumberPad, 11),
        ])
    func keyboard(keyboard: TextInputKeyboardType, rawValue: Int) {
        #expect(keyboard.uiKitRawValue == rawValue)
        #expect(TextInputKeyboardType(uiKitRawValue: rawValue) == keyboard)
    }

    @Test("the Twitter keyboard and a kind added later read as the full keyboard", arguments: [9, 12, -1])
    func unknownKeyboard(rawValue: Int) {
        #expect(TextInputKeyboardType(uiKitRawValue: rawValue) == .default)
    }

    @Test(
        "each return key is UIKit's value of the same name",
        arguments: [
            (TextInputReturnKey.default, 0),
            (.go, 1),
            (.join, 3),
            (.next, 4),
            (.route, 5),
            (.search, 6),
            (.send, 7),
            (.done, 9),
            (.continue, 11),
        ])
    func returnKey(key: TextInputReturnKey, rawValue: Int) {
        #expect(key.uiKitRawValue == rawValue)
    }

    @Test(
        "each capitalization is UIKit's value of the same name",
        arguments: [
            (TextInputAutocapitalization.none, 0),
            (.words, 1),
            (.sentences, 2),
            (.allCharacters, 3),
        ])
    func capitalization(capitalization: TextInputAutocapitalization, rawValue: Int) {
        #expect(capitalization.uiKitRawValue == rawValue)
    }

    @Test("no two kinds share a value")
    func distinct() {
        #expect(Set(TextInputKeyboardType.allCases.map(\.uiKitRawValue)).count == TextInputKeyboardType.allCases.count)
        #expect(Set(TextInputReturnKey.allCases.map(\.uiKitRawValue)).count == TextInputReturnKey.allCases.count)
        #expect(Set(TextInputAutocapitalization.allCases.map(\.uiKitRawValue)).count == TextInputAutocapitalization.allCases.count)
    }
}
