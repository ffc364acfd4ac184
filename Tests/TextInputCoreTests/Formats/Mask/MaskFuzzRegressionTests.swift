import Testing
import TextInputCore

/// Scripts `textinput-fuzz` shrank (the Reliability article), kept as specifications: a mark that
/// starts a Character of its own never fills a slot, where it would join the fixed character
/// before it and the text would no longer read back the same.
@MainActor
@Suite("Fuzzer findings: masks")
struct MaskFuzzRegressionTests {
    @Test(
        "a lone combining mark after a fixed character is dropped, and the text is a fixed point",
        arguments: [
            "\u{1}\u{20DD}", "\t\u{FE0F}", "\u{1}\u{301}",
        ])
    func loneMarkAfterFixedCharacter(_ pasted: String) throws {
        // textinput-fuzz --format mask-iban --seed 7
        let format = try TextInputFormats.mask("GB[00] [____] [0000] [0000] [0000] [00]")
        let field = TextInputSimulator()
        format.bind(to: field)
        field.insert("5")
        field.insert("0")
        field.paste(pasted)
        #expect(Array(field.text.utf8) == Array("GB50 ".utf8))
        #expect(Array(format.formatted(field.text).text.utf8) == Array(field.text.utf8))
    }
}
