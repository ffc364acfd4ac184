import Testing

@testable import TextInputCore

/// The read-only view every byte-reading format and the autofill index go through: it shows
/// exactly the bytes it borrows, and no index outside them.
@Suite("BorrowedBuffer: a bounds-checked view of borrowed bytes")
struct BorrowedBufferTests {
    static let texts = [
        "", "4111 1111", "e\u{301}t\u{E9}", "\r\n", "日本語", "👨‍👩‍👧 family", "🇫🇷", String(repeating: "long text ", count: 10),
    ]

    @Test("a String lends exactly its UTF-8 bytes, ASCII or not", arguments: texts)
    func stringBytes(text: String) {
        text.withBorrowedUTF8 { bytes in
            #expect(Array(bytes) == Array(text.utf8))
            #expect(bytes.count == text.utf8.count)
            #expect(String(decoding: bytes, as: UTF8.self) == text)
        }
    }

    @Test("a Substring lends its own bytes, not its base string's", arguments: texts)
    func substringBytes(text: String) {
        let middle = text.dropFirst().dropLast()
        middle.withBorrowedUTF8 { bytes in
            #expect(Array(bytes) == Array(middle.utf8))
        }
    }

    @Test("a collection without contiguous storage is copied first")
    func nonContiguous() {
        let digits = (0..<40).lazy.map { UInt8(truncatingIfNeeded: $0) }
        digits.withBorrowedElements { bytes in
            #expect(Array(bytes) == Array(digits))
        }
    }

    @Test(
        "extracting a range gives a view whose indices start at 0",
        arguments: [
            ("4111 1111", 0..<4, "4111"),
            ("4111 1111", 5..<9, "1111"),
            ("4111 1111", 9..<9, ""),
            ("a👋b", 1..<5, "👋"),
            ("", 0..<0, ""),
        ])
    func extracting(text: String, range: Range<Int>, expected: String) {
        text.withBorrowedUTF8 { bytes in
            let part = bytes.extracting(range)
            #expect(part.startIndex == 0)
            #expect(String(decoding: part, as: UTF8.self) == expected)
            #expect(Array(bytes.extracting(range.lowerBound...)) == Array(text.utf8.dropFirst(range.lowerBound)))
            #expect(Array(bytes.extracting(..<range.upperBound)) == Array(text.utf8.prefix(range.upperBound)))
        }
    }

    @Test(
        "equality, prefixes and byte order agree with the bytes' own, short (a loop) or long (memcmp)",
        arguments: [
            ("", ""), ("", "a"), ("abc", "abd"), ("abc", "ab"), ("é", "e\u{301}"), ("👋", "👍"),
            (String(repeating: "x", count: 40) + "a", String(repeating: "x", count: 40) + "b"),
            (String(repeating: "y", count: 33), String(repeating: "y", count: 33)),
        ])
    func comparisons(first: String, second: String) {
        first.withBorrowedUTF8 { a in
            second.withBorrowedUTF8 { b in
                #expect(a.elementsEqual(b) == Array(first.utf8).elementsEqual(second.utf8))
                #expect(a.starts(with: b) == Array(first.utf8).starts(with: second.utf8))
                let order = a.compare(with: b)
                let lexicographic =
                    Array(first.utf8).lexicographicallyPrecedes(second.utf8)
                    ? -1 : Array(second.utf8).lexicographicallyPrecedes(first.utf8) ? 1 : 0
                #expect(order.signum() == lexicographic)
            }
        }
    }

    @Test(
        "a byte is found from any start, up to the end",
        arguments: [
            ("a\nb\nc", 0, 1), ("a\nb\nc", 2, 3), ("a\nb\nc", 4, nil), ("a\nb\nc", 5, nil), ("", 0, nil),
        ] as [(String, Int, Int?)])
    func firstIndex(text: String, start: Int, expected: Int?) {
        text.withBorrowedUTF8 { bytes in
            #expect(bytes.firstIndex(of: UInt8(ascii: "\n"), from: start) == expected)
        }
    }

    @Test("an empty view has no elements")
    func empty() {
        let empty = BorrowedBuffer<UInt32>()
        #expect(empty.isEmpty)
        #expect(empty.extracting(0..<0).isEmpty)
    }

    #if compiler(>=6.2)
    @Test("reading past the end stops the program instead of reading memory the view does not own")
    func indexOutOfBounds() async {
        await #expect(processExitsWith: .failure) {
            _ = "abc".withBorrowedUTF8 { $0[3] }
        }
        await #expect(processExitsWith: .failure) {
            _ = "".withBorrowedUTF8 { $0[-1] }
        }
        await #expect(processExitsWith: .failure) {
            _ = "abc".withBorrowedUTF8 { $0.extracting(2..<4).count }
        }
    }
    #endif
}
