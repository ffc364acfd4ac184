import Foundation
import Testing
import TextInputCore

@Suite("What a mask says is left to type is said in the field's language, the count in words")
struct SpokenTextLocalizationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let locale: String
        let mask: String
        let text: String
        let spoken: String
        var testDescription: String { "\(locale) \(text.debugDescription)" }
    }

    @Test(
        "the words of each language, one and more",
        arguments: [
            Case(locale: "en_US", mask: "[0000]", text: "1", spoken: "1, three digits left"),
            Case(locale: "en_US", mask: "[0000]", text: "123", spoken: "123, one digit left"),
            Case(locale: "de_DE", mask: "[0000]", text: "1", spoken: "1, noch drei Ziffern"),
            Case(locale: "de_DE", mask: "[0000]", text: "123", spoken: "123, noch eine Ziffer"),
            Case(locale: "de_DE", mask: "[AAA]", text: "A", spoken: "A, noch zwei Zeichen"),
            Case(locale: "de_DE", mask: "[AA]", text: "A", spoken: "A, noch ein Zeichen"),
            Case(locale: "ja_JP", mask: "[0000]", text: "1", spoken: "1, 残り三桁"),
            Case(locale: "ja_JP", mask: "[0000]", text: "123", spoken: "123, 残り一桁"),
            Case(locale: "ja_JP", mask: "[AAA]", text: "A", spoken: "A, 残り二文字"),
            Case(locale: "fr_FR", mask: "[0000]", text: "1", spoken: "1, encore trois chiffres"),
            Case(locale: "es_ES", mask: "[0000]", text: "1", spoken: "1, faltan tres dígitos"),
            Case(locale: "ar", mask: "[00]", text: "1", spoken: "1, بقي رقم واحد"),
            Case(locale: "ar", mask: "[000]", text: "1", spoken: "1, بقي رقمان"),
            Case(locale: "ar", mask: "[0000]", text: "1", spoken: "1, بقيت ثلاثة أرقام"),
            Case(locale: "ar", mask: "[AAAAAAAAAAAA]", text: "A", spoken: "A, بقي أحد عشر حرفًا"),
            Case(locale: "es_MX", mask: "[0000000000000000000000]", text: "1", spoken: "1, faltan veintiún dígitos"),
            Case(locale: "ja_JP", mask: "[AA]", text: "A", spoken: "A, 残り一文字"),
        ]
    )
    func wordsLeft(_ example: Case) throws {
        let format = try TextInputFormats.mask(example.mask)
        #expect(format.spokenText(of: example.text, locale: Locale(identifier: example.locale)).text == example.spoken)
    }

    @Test("a count of two digits or more is said in words, so that no digits join the field's")
    func countInWords() throws {
        let spoken = try TextInputFormats.mask("[000000000000]").spokenText(of: "1", locale: Locale(identifier: "en_US"))
        #expect(spoken.text == "1, eleven digits left")
    }
}
