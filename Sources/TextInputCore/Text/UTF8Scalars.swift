/// The scalars of valid UTF-8 bytes, each with its length in bytes: ASCII is read a byte at a
/// time without decoding, the rest decoded from its lead byte. How the formats read their texts
/// scalar by scalar while counting UTF-8 offsets, with no unsafe buffer.
///
/// ```swift
/// var scalars = UTF8Scalars("4€".utf8.makeIterator())
/// scalars.next()   // ("4", 1)
/// scalars.next()   // ("€", 3)
/// ```
package struct UTF8Scalars<Bytes: IteratorProtocol<UInt8>>: IteratorProtocol {
    private var bytes: Bytes

    package init(_ bytes: Bytes) {
        self.bytes = bytes
    }

    @inline(__always)
    package mutating func next() -> (scalar: Unicode.Scalar, length: Int)? {
        guard let lead = bytes.next() else { return nil }
        guard lead >= 0x80 else { return (Unicode.Scalar(lead), 1) }
        return decode(lead)
    }

    /// The scalar `lead` begins; U+FFFD when the bytes end inside it.
    private mutating func decode(_ lead: UInt8) -> (scalar: Unicode.Scalar, length: Int) {
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = UInt32(lead) & (0x7F >> UInt32(length))
        var read = 1
        while read < length, let byte = bytes.next() {
            value = value << 6 | UInt32(byte & 0x3F)
            read += 1
        }
        return (read == length ? Unicode.Scalar(value) ?? "\u{FFFD}" : "\u{FFFD}", read)
    }
}
