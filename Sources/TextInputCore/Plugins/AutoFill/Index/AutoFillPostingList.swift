/// The entries that hold one gram, in the source's order, each stored as its distance from the
/// one before (LEB128: seven bits a byte), so that a frequent gram costs a byte an entry.
struct AutoFillPostingList {
    /// How many entries the list holds.
    let count: Int
    /// The encoded list.
    let bytes: BorrowedBuffer<UInt8>

    /// Reads the entries one by one.
    struct Cursor {
        private let bytes: BorrowedBuffer<UInt8>
        /// Where the next entry's gap starts in `bytes`.
        private var position = 0
        /// The smallest entry the next one can be: one past the last read.
        private var nextEntry: UInt32 = 0

        init(_ list: AutoFillPostingList) {
            bytes = list.bytes
        }

        /// The next entry, or nil after the last.
        mutating func next() -> UInt32? {
            guard position < bytes.count else { return nil }
            var gap: UInt32 = 0
            var shift: UInt32 = 0
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                gap |= UInt32(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            let entry = nextEntry &+ gap
            nextEntry = entry &+ 1
            return entry
        }
    }

    /// Writes `entry` into `bytes` at `offset`, as its gap from `nextEntry` (one past the entry
    /// before it), and returns how many bytes it took.
    static func write(_ entry: UInt32, after nextEntry: UInt32, into bytes: inout [UInt8], at offset: Int) -> Int {
        var gap = entry - nextEntry
        var written = 0
        while gap >= 0x80 {
            bytes[offset + written] = UInt8(truncatingIfNeeded: gap) | 0x80
            gap >>= 7
            written += 1
        }
        bytes[offset + written] = UInt8(gap)
        return written + 1
    }

    /// The bytes ``write(_:after:into:at:)`` takes for a gap.
    static func encodedCount(ofGap gap: UInt32) -> Int {
        gap < 1 << 7 ? 1 : gap < 1 << 14 ? 2 : gap < 1 << 21 ? 3 : gap < 1 << 28 ? 4 : 5
    }
}
