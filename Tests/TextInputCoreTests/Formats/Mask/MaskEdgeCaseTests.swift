import Testing
import TextInputCore

@Suite("The mask engine never traps, whatever the text and the caret")
struct MaskEdgeCaseTests {
    static let masks = ["+1 ([000]) [000]-[0000]", "[A…]", "[0…]{.}[00]", "x[A]y", "{é}[0]", "\\\\[00]"]
    static let texts = ["", "\u{301}", "e\u{301}5", "👨‍👩‍👧12", "\r\n1\r\n2", "🇫🇷🇩🇪3", "١٢٣", "x\u{301}y\u{301}"]

    @Test("any text, any caret offset (even outside the text), any gravity, both directions", arguments: masks)
    func noTrap(_ format: String) throws {
        let gravities: [Mask.CaretGravity] = [
            .forward(autocomplete: true), .forward(autocomplete: false), .backward(autoskip: true), .backward(autoskip: false),
        ]
        for isRightToLeft in [false, true] {
            let mask = try Mask(format, isRightToLeft: isRightToLeft)
            for text in Self.texts {
                for caret in [-3, 0, 1, text.count, text.count + 5] {
                    for gravity in gravities {
                        let result = mask.apply(to: Mask.Input(text: text, caretOffset: caret, caretGravity: gravity))
                        #expect((0...result.formattedText.count).contains(result.caretOffset), "\(format) \(text.debugDescription) \(caret) \(gravity)")
                    }
                }
            }
        }
    }

    @Test("a canonically equivalent character counts as the mask's fixed character, as Swift compares Characters")
    func canonicalEquivalence() throws {
        #expect(try Mask("{é}[0]").apply("e\u{301}5").formattedText == "e\u{301}5")
        #expect(try Mask("{é}[0]").apply("5").formattedText == "é5")
    }
}
