/// Texts stored end to end as UTF-8, where a million `String`s would be a million values, many
/// of them a heap allocation each.
///
/// Where a text starts is stored in two bytes, from the start of its block of 64 texts; only
/// texts long enough for a block to pass 64 KiB need four (then all get four).
struct AutoFillTexts: Sendable {
    /// How many texts a block holds.
    private static let blockSize = 64

    /// Every text's bytes, one after the other.
    private(set) var bytes: [UInt8] = []
    /// How many texts there are.
    private(set) var count = 0
    /// Where each block starts in `bytes`.
    private var blockStarts: [UInt32] = [0]
    /// Where each text starts, from its block's start, and one more: where the last one ends.
    private var starts: [UInt16] = [0]
    /// Where each text starts and the last ends, in full, once a block passes what `starts`
    /// reaches; empty until then.
    private var wideStarts: [UInt32] = []

    /// Empty, with room for `count` texts of `byteCount` bytes in all.
    init(reservingCapacity count: Int, byteCount: Int) {
        bytes.reserveCapacity(byteCount)
        starts.reserveCapacity(count + 1)
        blockStarts.reserveCapacity(count / Self.blockSize + 1)
    }

    /// The bytes the arrays allocate.
    var allocatedBytes: Int {
        bytes.capacity + starts.capacity * MemoryLayout<UInt16>.stride
            + (blockStarts.capacity + wideStarts.capacity) * MemoryLayout<UInt32>.stride
    }

    /// Appends a text's bytes; false, appending nothing, when the bytes would pass what a
    /// `UInt32` offset reaches.
    mutating func append(_ text: some Collection<UInt8>) -> Bool {
        guard UInt32(exactly: bytes.count + text.count) != nil else { return false }
        bytes.append(contentsOf: text)
        recordEnd()
        return true
    }

    /// Appends a text's folded bytes (see ``Swift/String/autoFillFolded``); false, appending
    /// nothing, when they would pass what a `UInt32` offset reaches.
    mutating func appendFolded(_ text: String) -> Bool {
        let start = bytes.count
        AutoFillFolding.append(text, to: &bytes)
        guard UInt32(exactly: bytes.count) != nil else {
            bytes.removeSubrange(start...)
            return false
        }
        recordEnd()
        return true
    }

    /// Records that the last text ends at the end of `bytes`.
    private mutating func recordEnd() {
        count += 1
        let end = UInt32(truncatingIfNeeded: bytes.count)
        guard wideStarts.isEmpty else {
            wideStarts.append(end)
            return
        }
        if count % Self.blockSize == 0 {
            blockStarts.append(end)
            starts.append(0)
        } else if let start = UInt16(exactly: end - blockStarts[blockStarts.count - 1]) {
            starts.append(start)
        } else {
            wideStarts = (0..<count).map { UInt32(truncatingIfNeeded: start(of: $0)) } + [end]
            blockStarts = []
            starts = []
        }
    }

    /// Where text `index` starts (text `count`: where the last one ends), while not wide.
    private func start(of index: Int) -> Int {
        Int(blockStarts[index / Self.blockSize]) + Int(starts[index])
    }

    /// Text `index` as a `String`.
    func string(at index: Int) -> String {
        withView { texts in String(decoding: texts[index].bytes, as: UTF8.self) }
    }

    /// Calls `body` with the texts borrowed for fast reading.
    func withView<Result>(_ body: (View) -> Result) -> Result {
        bytes.withBorrowedElements { bytes in
            blockStarts.withBorrowedElements { blockStarts in
                starts.withBorrowedElements { starts in
                    wideStarts.withBorrowedElements { wideStarts in
                        body(View(count: count, bytes: bytes, blockStarts: blockStarts, starts: starts, wideStarts: wideStarts))
                    }
                }
            }
        }
    }

    /// The texts, borrowed.
    struct View {
        let count: Int
        let bytes: BorrowedBuffer<UInt8>
        let blockStarts: BorrowedBuffer<UInt32>
        let starts: BorrowedBuffer<UInt16>
        let wideStarts: BorrowedBuffer<UInt32>

        /// Text `index`.
        subscript(index: Int) -> AutoFillKey {
            AutoFillKey(bytes.extracting(start(of: index)..<start(of: index + 1)))
        }

        private func start(of index: Int) -> Int {
            guard wideStarts.isEmpty else { return Int(wideStarts[index]) }
            return Int(blockStarts[index / AutoFillTexts.blockSize]) + Int(starts[index])
        }
    }
}
