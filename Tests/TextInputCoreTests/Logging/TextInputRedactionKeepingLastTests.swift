import Testing
import TextInputCore

@Suite("TextInputRedaction.redacting(_:keepingLast:): what a finished value's description may show")
struct TextInputRedactionKeepingLastTests {
    @Test(
        "all hidden characters but the last ones, and all of them when there are no more than that",
        arguments: [
            (TextInputRedaction.digits, "4111 1111 1111 1111", 4, "•••• •••• •••• 1111"),
            (.lettersAndDigits, "GB82 WEST", 2, "•••• ••ST"),
            (.digits, "+44 74", 2, "+•• 74"),
            (.digits, "12", 2, "••"),
            (.digits, "1234", -1, "••••"),
            (.letters, "ab-12", 1, "•b-12"),
        ])
    func keepingLast(_ redaction: TextInputRedaction, text: String, count: Int, expected: String) {
        #expect(redaction.redacting(text, keepingLast: count) == expected)
    }
}
