import Foundation
import Testing
import TextInputCore

@Suite("Input traits: each built-in format says which keyboard and content type suit it")
struct TextInputTraitsTests {
    nonisolated static let formats: [(name: String, traits: TextInputTraits, keyboard: TextInputKeyboardType?, content: TextInputContentType?)] = [
        ("card number", TextInputFormats.bankCardNumber().traits, .numberPad, .creditCardNumber),
        ("expiry date", TextInputFormats.bankCardExpiryDate().traits, .numberPad, .creditCardExpiration),
        ("security code", TextInputFormats.bankCardSecurityCode().traits, .numberPad, .creditCardSecurityCode),
        ("card holder", TextInputFormats.bankCardHolderName().traits, .asciiCapable, .creditCardName),
        ("phone", TextInputFormats.phoneNumber(.options(defaultRegion: "US")).traits, .phonePad, .telephoneNumber),
        ("decimal", TextInputFormats.decimal(.options(locale: Locale(identifier: "en_US"))).traits, .decimalPad, nil),
        ("integer", TextInputFormats.integer(.options(locale: Locale(identifier: "en_US"))).traits, .numberPad, nil),
        ("currency JPY (no fraction)", TextInputFormats.currency(code: "JPY", .options(locale: Locale(identifier: "ja_JP"))).traits, .numberPad, nil),
        ("negative amounts", TextInputFormats.currency(code: "USD", .options(allowsNegative: true)).traits, .numbersAndPunctuation, nil),
        ("percent", TextInputFormats.percent(.options(locale: Locale(identifier: "en_US"))).traits, .decimalPad, nil),
        ("digit mask", (try? TextInputFormats.mask("+1 ([000]) [000]-[0000]"))?.traits ?? .none, .numberPad, nil),
        ("letter mask", (try? TextInputFormats.mask("[AA]-[000]"))?.traits ?? .none, nil, nil),
    ]

    @Test("keyboard and content type; autocorrection, spell checking, smart punctuation and inline predictions off", arguments: formats)
    func builtIn(row: (name: String, traits: TextInputTraits, keyboard: TextInputKeyboardType?, content: TextInputContentType?)) {
        #expect(row.traits.keyboardType == row.keyboard, "\(row.name)")
        #expect(row.traits.contentType == row.content, "\(row.name)")
        #expect(row.traits.autocorrection == false, "\(row.name)")
        #expect(row.traits.spellChecking == false, "\(row.name)")
        #expect(row.traits.smartPunctuation == false, "\(row.name)")
        #expect(row.traits.inlinePrediction == false, "\(row.name)")
    }

    @Test("the card holder's name is typed in capitals; plain text has no opinion")
    func capitalsAndPlain() {
        #expect(TextInputFormats.bankCardHolderName().traits.autocapitalization == .allCharacters)
        #expect(TextInputFormats.plain.traits == .none)
        #expect(TextInputFormats.plain.traits.keyboardType == nil)
    }

    @Test("the builders keep the traits, and withTraits replaces them")
    func builders() {
        let card = TextInputFormats.bankCardNumber()
        let refined =
            card
            .filter(constrainingCharactersCount: 19)
            .map { text, selection in (text, selection) }
            .transformValue(direct: { $0.digitsString }, reverse: { try! BankCardNumber(digitsString: $0) })
            .withPlugin { RecordingPlugin() }
        #expect(refined.traits == card.traits)
        let code = TextInputFormats.plain.filter(by: .decimalDigits).withTraits(.traits(keyboardType: .numberPad, contentType: .oneTimeCode))
        #expect(code.traits == .traits(keyboardType: .numberPad, contentType: .oneTimeCode))
        #expect(code.completing(from: InMemoryAutoFillSource(["1234"])).traits == code.traits)
    }
}

@Suite("The words of the plugins' views, localized")
struct TextInputStringTests {
    @Test("every language of the resource has every word", arguments: TextInputString.localizations)
    func complete(language: String) {
        for word in TextInputString.allCases {
            let text = word.localized(for: Locale(identifier: language))
            #expect(!text.isEmpty && text != word.rawValue, "\(language): \(word)")
        }
    }

    @Test(
        "a word in each language",
        arguments: [
            ("en_US", TextInputString.next, "Next"), ("de_DE", .next, "Weiter"), ("fr_FR", .previous, "Précédent"),
            ("es_ES", .done, "OK"), ("ja_JP", .done, "完了"), ("ar_SA", .cancel, "إلغاء"),
        ])
    func words(locale: String, word: TextInputString, expected: String) {
        #expect(word.localized(for: Locale(identifier: locale)) == expected)
    }

    @Test("a language the resource does not have falls back to English")
    func fallback() {
        #expect(TextInputString.done.localized(for: Locale(identifier: "pt_BR")) == "Done")
    }

    @Test("each language's words differ from English where the language differs")
    func translated() {
        for language in TextInputString.localizations.dropFirst() {
            let english = TextInputString.allCases.map { $0.localized(for: Locale(identifier: "en")) }
            let other = TextInputString.allCases.map { $0.localized(for: Locale(identifier: language)) }
            #expect(zip(english, other).filter { $0 != $1 }.count >= 5, "\(language)")
        }
    }
}
