import Testing

@testable import TextInputCore

/// The stack buffer a keystroke assembles bytes in: it holds what was appended, refuses more
/// than its capacity, and reads nothing it has not written.
@Suite("ScratchBuffer: a bounds-checked buffer on the stack")
struct ScratchBufferTests {
    @Test(
        "a text assembled from parts is the parts' concatenation, ASCII, accented or emoji",
        arguments: [
            ["", "", ""], ["41", "1", "11"], ["ca", "f", "e\u{301}"], ["👨‍👩", "\u{200D}", "👧"], ["日本", "", "語"],
        ])
    func assembledText(parts: [String]) {
        let capacity = parts.reduce(0) { $0 + $1.utf8.count }
        let text = String(utf8Capacity: capacity) { buffer in
            for part in parts {
                part.withBorrowedUTF8 { buffer.append(contentsOf: $0) }
            }
            #expect(buffer.count == capacity)
        }
        #expect(text == parts.joined())
    }

    @Test("a buffer holds what was appended, and lends only that")
    func appended() {
        withScratchBuffer(of: UInt8.self, capacity: 8) { buffer in
            #expect(buffer.capacity == 8)
            #expect(buffer.elements.isEmpty)
            buffer.append(1)
            "ab".withBorrowedUTF8 { buffer.append(contentsOf: $0) }
            #expect(Array(buffer.elements) == [1, 0x61, 0x62])
            buffer[0] = 7
            #expect(buffer[0] == 7)
        }
    }

    @Test(
        "removing an element moves the ones after it down",
        arguments: [
            (0, [2, 3, 4] as [UInt8]), (1, [1, 3, 4]), (3, [1, 2, 3]),
        ])
    func removed(index: Int, remaining: [UInt8]) {
        withScratchBuffer(of: UInt8.self, capacity: 6) { buffer in
            for element: UInt8 in 1...4 { buffer.append(element) }
            buffer.remove(at: index)
            #expect(Array(buffer.elements) == remaining)
            buffer.append(9)
            #expect(Array(buffer.elements) == remaining + [9])
        }
    }

    @Test("a buffer made full holds `count` copies of its value, all readable and writable")
    func repeating() {
        withScratchBuffer(repeating: -1, count: 5) { buffer in
            #expect(Array(buffer.elements) == [-1, -1, -1, -1, -1])
            buffer[4] = 3
            #expect(buffer[4] == 3)
        }
        withScratchBuffer(repeating: UInt64(0), count: 0) { buffer in
            #expect(buffer.elements.isEmpty)
        }
    }

    @Test("bytes that are not UTF-8 are repaired, as String(decoding:) does")
    func invalidUTF8() {
        let text = String(utf8Capacity: 2) { buffer in
            buffer.append(0xFF)
            buffer.append(0x61)
        }
        #expect(text == "\u{FFFD}a")
    }

    #if compiler(>=6.2)
    @Test("overflowing the buffer, or reading what was not written, stops the program")
    func outOfBounds() async {
        await #expect(processExitsWith: .failure) {
            withScratchBuffer(of: UInt8.self, capacity: 1) { buffer in
                buffer.append(1)
                buffer.append(2)
            }
        }
        await #expect(processExitsWith: .failure) {
            _ = withScratchBuffer(of: UInt8.self, capacity: 4) { buffer in buffer[0] }
        }
        await #expect(processExitsWith: .failure) {
            withScratchBuffer(of: UInt8.self, capacity: 4) { buffer in buffer.remove(at: 0) }
        }
        await #expect(processExitsWith: .failure) {
            _ = String(utf8Capacity: 1) { buffer in
                "ab".withBorrowedUTF8 { buffer.append(contentsOf: $0) }
            }
        }
    }
    #endif
}
