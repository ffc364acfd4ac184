/// The entries that hold one gram, in the source's order, each stored as its distance from the
/// one before (LEB128: seven bits a byte), so that a frequent gram costs a byte an entry.
struct AutoFillPostingList {
    /// How many entries the list holds.
    let count: Int
    /// The encoded list.
    let bytes: UnsafeBufferPointer<UInt8>

    /// Reads the entries one by one.
    struct Cursor {
        private var position: UnsafePointer<UInt8>?
        private let end: UnsafePointer<UInt8>?
        /// The smallest entry the next one can be: one past the last read.
        private var nextEntry: UInt32 = 0

        init(_ list: AutoFillPostingList) {
            position = list.bytes.baseAddress
            end = list.bytes.baseAddress.map { $0 + list.bytes.count }
        }

        /// The next entry, or nil after the last.
        @inline(__always)
        mutating func next() -> UInt32? {
            guard var pointer = position, let end, pointer < end else { return nil }
            var gap: UInt32 = 0
            var shift: UInt32 = 0
            while pointer < end {
                let byte = pointer.pointee
                pointer += 1
                gap |= UInt32(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            position = pointer
            let entry = nextEntry &+ gap
            nextEntry = entry &+ 1
            return entry
        }
    }

    /// Writes `entry` at `bytes`, as its gap from `nextEntry` (one past the entry before it),
    /// and returns how many bytes it took.
    static func write(_ entry: UInt32, after nextEntry: UInt32, at bytes: UnsafeMutablePointer<UInt8>) -> Int {
        var gap = entry - nextEntry
        var written = 0
        while gap >= 0x80 {
            bytes[written] = UInt8(truncatingIfNeeded: gap) | 0x80
            gap >>= 7
            written += 1
        }
        bytes[written] = UInt8(gap)
        return written + 1
    }

    /// The bytes ``write(_:after:at:)`` takes for a gap.
    @inline(__always)
    static func encodedCount(ofGap gap: UInt32) -> Int {
        gap < 1 << 7 ? 1 : gap < 1 << 14 ? 2 : gap < 1 << 21 ? 3 : gap < 1 << 28 ? 4 : 5
    }
}
