import Testing
import TextInputCore
import TextInputTesting

@Suite("A redaction hides characters by what they are, never by where they stand")
struct TextInputRedactionTests {
    @Test(
        "each class hides its characters, in any script, and nothing else",
        arguments: [
            (TextInputRedaction.digits, "+44 (0)20 7946-0958", "+•• (•)•• ••••-••••"),
            (.digits, "٠١٢ ０１ 1\u{301}2", "••• •• ••"),
            (.digits, "Visa •••• 1111", "Visa •••• ••••"),
            (.letters, "GB82 WEST", "••82 ••••"),
            (.letters, "Ωμέγα 7", "••••• 7"),
            (.lettersAndDigits, "GB82 WEST-1234", "•••• ••••-••••"),
            (.otherCharacters, "a-b/c 👍🏽", "a•b•c •"),
            (.allCharacters, "Jo 7 #", "•• • •"),
            (TextInputRedaction(), "4111 1111", "4111 1111"),
        ])
    func redacts(redaction: TextInputRedaction, text: String, shown: String) {
        #expect(redaction.redacting(text) == shown)
    }

    @Test("a text already redacted stays as it is: the bullet is never hidden again", arguments: [TextInputRedaction.allCharacters, .digits])
    func idempotent(redaction: TextInputRedaction) {
        let once = redaction.redacting("+44 20 7946 0958, Hé!")
        #expect(redaction.redacting(once) == once)
    }

    @Test("ASCII text is redacted as Character by Character", arguments: [TextInputRedaction.digits, .letters, .otherCharacters, .allCharacters])
    func asciiAgreesWithCharacters(redaction: TextInputRedaction) {
        var random = SeededRandomNumberGenerator(seed: 27)
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 0...24, using: &random)).map { _ in Character(UnicodeScalar(UInt8.random(in: 0...127, using: &random))) })
            #expect(redaction.redacting(text) == String(text.map { redaction.hides($0) ? "•" : $0 }), "\(text.debugDescription)")
        }
    }
}
