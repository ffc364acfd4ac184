import Testing

@testable import TextInputTerminal

@Suite("TerminalKeyDecoder turns terminal bytes into keys")
struct TerminalKeyDecoderTests {
    static let sequences: [(String, [TerminalKey])] = [
        ("a", [.text("a")]),
        ("ab", [.text("a"), .text("b")]),
        ("é", [.text("é")]),
        ("👍🏽", [.text("👍🏽")]),
        ("🇫🇷a", [.text("🇫🇷"), .text("a")]),
        ("\r", [.enter]),
        ("\n", [.enter]),
        ("\t", [.tab]),
        ("\u{7F}", [.backspace]),
        ("\u{08}", [.backspace]),
        ("\u{03}", [.interrupt]),
        ("\u{01}", [.selectAll]),
        ("\u{04}", [.done]),
        ("\u{00}", [.suggestions]),
        ("\u{1B}[A", [.up]),
        ("\u{1B}[B", [.down]),
        ("\u{1B}[C", [.move(.right, selecting: false)]),
        ("\u{1B}[D", [.move(.left, selecting: false)]),
        ("\u{1B}OC", [.move(.right, selecting: false)]),
        ("\u{1B}[1;2C", [.move(.right, selecting: true)]),
        ("\u{1B}[1;2D", [.move(.left, selecting: true)]),
        ("\u{1B}[1;5D", [.move(.left, selecting: false)]),
        ("\u{1B}[H", [.move(.home, selecting: false)]),
        ("\u{1B}[F", [.move(.end, selecting: false)]),
        ("\u{1B}OH", [.move(.home, selecting: false)]),
        ("\u{1B}[1~", [.move(.home, selecting: false)]),
        ("\u{1B}[4~", [.move(.end, selecting: false)]),
        ("\u{1B}[1;2H", [.move(.home, selecting: true)]),
        ("\u{1B}[1;2F", [.move(.end, selecting: true)]),
        ("\u{1B}[3~", [.delete]),
        ("\u{1B}[Z", [.backTab]),
        ("\u{1B}[15~", []),
        ("\u{1B}[200~12 34\u{1B}[201~", [.paste("12 34")]),
        ("\u{1B}[200~a\tb\u{1B}[D\u{1B}[201~x", [.paste("a\tb\u{1B}[D"), .text("x")]),
        ("\u{1B}x", [.escape, .text("x")]),
        ("\u{1B}\u{1B}[D", [.escape, .move(.left, selecting: false)]),
        ("1\u{1B}[D2", [.text("1"), .move(.left, selecting: false), .text("2")]),
    ]

    @Test("each byte sequence decodes to its keys", arguments: sequences)
    func decodes(input: String, expected: [TerminalKey]) {
        var decoder = TerminalKeyDecoder()
        #expect(decoder.decode(Array(input.utf8)) == expected)
        #expect(decoder.flush() == [])
    }

    @Test("input split at any byte decodes to the same keys")
    func splitAnywhere() {
        let bytes = Array("é😀\u{1B}[1;2D\t\u{1B}[200~p😀\u{1B}[201~\u{1B}[3~x".utf8)
        var whole = TerminalKeyDecoder()
        let expected = whole.decode(bytes) + whole.flush()
        #expect(expected.count == 7)
        for split in 0...bytes.count {
            var decoder = TerminalKeyDecoder()
            let keys = decoder.decode(bytes[..<split]) + decoder.decode(bytes[split...]) + decoder.flush()
            #expect(keys == expected, "split at \(split)")
        }
    }

    @Test("a lone Esc waits, and is the Esc key once flushed")
    func loneEscape() {
        var decoder = TerminalKeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPendingEscape)
    }

    @Test("bytes that are not UTF-8 become the replacement character, and nothing crashes")
    func invalidUTF8() {
        var decoder = TerminalKeyDecoder()
        #expect(decoder.decode([0xFF, 0x61]) == [.text("\u{FFFD}"), .text("a")])
        #expect(decoder.decode([0xE2, 0x82]) == [])
        #expect(decoder.flush() == [.text("\u{FFFD}")])
    }

    @Test(
        "the incomplete UTF-8 tail is measured from its lead byte",
        arguments: [
            ([UInt8](), 0), ([0x61], 0), ([0xC3], 1), ([0xC3, 0xA9], 0), ([0xF0, 0x9F, 0x98], 3), ([0xF0, 0x9F, 0x98, 0x80], 0),
        ])
    func incompleteSuffix(bytes: [UInt8], expected: Int) {
        #expect(TerminalKeyDecoder.incompleteUTF8SuffixLength(of: bytes) == expected)
    }

    @Test("a large paste arrives whole, in one key")
    func largePaste() {
        let text = String(repeating: "4111 1111 1111 1111 👍🏽 ", count: 10_000)
        var decoder = TerminalKeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)) == [.paste(text)])
    }

    @Test("a runaway control sequence is dropped, and decoding goes on after it")
    func runawaySequence() {
        var decoder = TerminalKeyDecoder()
        let keys = decoder.decode(Array(("\u{1B}[" + String(repeating: "1;", count: 100) + "Dx").utf8))
        #expect(keys == [.text("x")])
    }
}
