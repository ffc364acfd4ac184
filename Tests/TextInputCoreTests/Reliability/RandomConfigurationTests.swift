import Foundation
import Testing
import TextInputCore
import TextInputTesting

/// Configurations no one would write, made at random and then typed into: none may stop the
/// program. Seeded, so that a failure replays.
@MainActor
@Suite("Random configurations never stop the program")
struct RandomConfigurationTests {
    @Test("random mask strings either throw a MaskError or make a working field", arguments: [1, 2, 3] as [UInt64])
    func masks(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        let alphabet = Array("[]{}\\09Aa_-….x 👍H")
        for _ in 0..<1_000 {
            let length = Int.random(in: 0...12, using: &random)
            let format = String((0..<length).compactMap { _ in alphabet.randomElement(using: &random) })
            let notation = MaskNotation(character: "H", characterSet: .letters, isOptional: Bool.random(using: &random))
            for isRightToLeft in [false, true] {
                guard let mask = try? Mask(format, customNotations: [notation], isRightToLeft: isRightToLeft) else { continue }
                for text in ["", "1", "12ab", "👍1a", "a1b2c3d4e5f6"] {
                    let caret = Int.random(in: -3...20, using: &random)
                    let result = mask.apply(to: Mask.Input(text: text, caretOffset: caret, caretGravity: .backward(autoskip: Bool.random(using: &random))))
                    #expect((0...result.formattedText.count).contains(result.caretOffset))
                }
                let field = TextInputSimulator()
                TextInputFormats.mask(MaskFormatter(masks: [mask], autoskip: Bool.random(using: &random))).bind(to: field)
                field.insert("1")
                field.insert("a")
                field.paste("12ab")
                field.backspace()
                field.select(0..<2)
                field.deleteForward()
            }
        }
    }

    @Test("random number options, even impossible ones, make working fields")
    func numbers() {
        var random = SeededRandomNumberGenerator(seed: 7)
        let bounds: [Decimal?] = [nil, .nan, 0, -1, 5, .greatestFiniteMagnitude, .leastFiniteMagnitude, Decimal(string: "1e100")]
        let digits: [Int?] = [nil, 0, 2, 38, 39, -1, .max, .min]
        let locales = ["en_US", "de_DE", "ar_EG", "hi_IN", "fr_CH", "ja_JP", "xx_YY", ""]
        let codes = ["USD", "", "XYZ", "JPY", "BHD", "€"]
        for _ in 0..<100 {
            let options = NumberTextInputOptions.options(
                locale: Locale(identifier: locales.randomElement(using: &random) ?? ""),
                maximumFractionDigits: digits.randomElement(using: &random) ?? nil,
                minimum: bounds.randomElement(using: &random) ?? nil,
                maximum: bounds.randomElement(using: &random) ?? nil,
                allowsNegative: Bool.random(using: &random),
                usesGrouping: Bool.random(using: &random))
            let formats = [
                TextInputFormats.decimal(options),
                TextInputFormats.percent(options),
                TextInputFormats.currency(code: codes.randomElement(using: &random) ?? "", options),
            ]
            for format in formats {
                let field = TextInputSimulator()
                let binding = format.bind(to: field)
                for key in ["1", "-", ".", ",", "9", "0", "٣"] { field.insert(key) }
                field.paste("99999999999999999999999999999999999999999")
                field.backspace()
                field.paste("-1,234.5e3")
                for value in bounds.compactMap({ $0 }) { binding.value = value }
            }
            let field = TextInputSimulator()
            let integer = TextInputFormats.integer(options).bind(to: field)
            field.paste("99999999999999999999999")
            integer.value = .max
            integer.value = .min
        }
    }
}
