import Foundation

/// A text as the matching engine reads it: its UTF-8 bytes, cut into Characters.
///
/// Most field text is ASCII; then every byte is a Character and no cutting is needed. Other
/// text gets the byte offset of every Character boundary once, so that the engine never walks
/// `String` indices.
struct MaskText {
    /// The text's UTF-8 bytes.
    let bytes: BorrowedBuffer<UInt8>
    /// The byte offset where each Character starts, followed by the byte count; nil when every
    /// byte is a Character (ASCII with no CR LF pair).
    let boundaries: [Int]?

    /// Calls `body` with `text` prepared for the engine.
    static func withText<Result>(_ text: String, _ body: (MaskText) -> Result) -> Result {
        text.withBorrowedUTF8 { bytes in
            let boundaries = isOneCharacterPerByte(bytes) ? nil : characterBoundaries(of: text, byteCount: bytes.count)
            return body(MaskText(bytes: bytes, boundaries: boundaries))
        }
    }

    /// The byte offset of every Character boundary of `text`.
    private static func characterBoundaries(of text: String, byteCount: Int) -> [Int] {
        var boundaries: [Int] = []
        boundaries.reserveCapacity(byteCount + 1)
        let utf8 = text.utf8
        var index = text.startIndex
        while index < text.endIndex {
            boundaries.append(utf8.distance(from: utf8.startIndex, to: index))
            index = text.index(after: index)
        }
        boundaries.append(byteCount)
        return boundaries
    }

    /// Whether `bytes` are ASCII with no CR directly followed by LF (a CR LF pair is one Character).
    static func isOneCharacterPerByte(_ bytes: BorrowedBuffer<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 || (byte == 0x0A && previous == 0x0D) { return false }
            previous = byte
        }
        return true
    }

    /// How many Characters the text has.
    var characterCount: Int {
        boundaries.map { $0.count - 1 } ?? bytes.count
    }

    /// The Character offset of the byte offset `utf8Offset`, which lies on a Character boundary.
    func characterOffset(ofUTF8 utf8Offset: Int) -> Int {
        guard let boundaries else { return utf8Offset }
        var low = 0
        var high = boundaries.count - 1
        while low < high {
            let middle = (low + high) / 2
            if boundaries[middle] < utf8Offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The byte offset of the Character offset `characterOffset`, clamped to the text.
    func utf8Offset(ofCharacter characterOffset: Int) -> Int {
        let clamped = Swift.min(Swift.max(characterOffset, 0), characterCount)
        return boundaries?[clamped] ?? clamped
    }
}

/// Appends bytes to a scratch buffer the caller made large enough, counting the Characters.
struct MaskByteWriter {
    private var buffer: ScratchBuffer<UInt8>
    /// Characters written (pieces appended; each piece is one Character of a text or a mask).
    private(set) var characterCount = 0
    /// Whether every byte written is ASCII other than CR, so that byte offsets are Character
    /// offsets.
    private(set) var isOneCharacterPerByte = true

    init(_ buffer: ScratchBuffer<UInt8>) {
        self.buffer = buffer
    }

    /// Bytes written.
    var count: Int { buffer.count }

    mutating func append(asciiByte byte: UInt8) {
        buffer.append(byte)
        characterCount += 1
    }

    mutating func append(_ bytes: BorrowedBuffer<UInt8>) {
        if bytes.count == 1, bytes[0] < 0x80, bytes[0] != 0x0D {
            append(asciiByte: bytes[0])
            return
        }
        buffer.append(contentsOf: bytes)
        characterCount += 1
        isOneCharacterPerByte = false
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withBorrowedElements { append($0) }
    }

    /// The bytes written.
    var written: BorrowedBuffer<UInt8> {
        buffer.elements
    }

    /// Whether the bytes written are exactly `bytes`.
    func hasWritten(_ bytes: BorrowedBuffer<UInt8>) -> Bool {
        buffer.elements.elementsEqual(bytes)
    }

    /// The bytes written, as a String.
    var string: String {
        String(decoding: written, as: UTF8.self)
    }
}
