/// The n-gram index of an in-memory source: for each sequence of one to three bytes (a gram)
/// that some entry's folded text holds after its first byte, the entries that hold it there, in
/// the source's order.
///
/// A text that holds a query elsewhere than at its start holds each of the query's grams after
/// its first byte, so the shortest list among them names every candidate. One- and two-byte
/// grams that many entries hold have no list: scanning the entries in order meets them soon.
struct AutoFillGrams: Sendable {
    /// The longest gram.
    static let maximumLength = 3
    /// A one- or two-byte gram that more than one entry in this many holds has no list.
    static let frequentShare = 64

    /// The grams, ascending (see ``key(of:at:length:)``).
    let keys: [UInt32]
    /// How many entries hold each gram after their first byte.
    let entryCounts: [UInt32]
    /// Where each gram's list starts in `postings`, and one more: where the last one ends. A
    /// gram without a list has an empty one.
    let starts: [UInt32]
    /// Every list, encoded (see ``AutoFillPostingList``), one after the other.
    let postings: [UInt8]

    /// The gram of `length` bytes of `text` from `offset`: the length in the top byte, the bytes
    /// below it.
    static func key(of text: AutoFillKey, at offset: Int, length: Int) -> UInt32 {
        var key = UInt32(length) << 24
        for index in offset..<(offset + length) {
            key = key | UInt32(text.bytes[index]) << (8 * UInt32(offset + length - 1 - index))
        }
        return key
    }

    /// The bytes the arrays allocate.
    var allocatedBytes: Int {
        (keys.capacity + entryCounts.capacity + starts.capacity) * MemoryLayout<UInt32>.stride + postings.capacity
    }

    /// Calls `body` with the index borrowed for fast reading.
    func withView<Result>(_ body: (View) -> Result) -> Result {
        keys.withBorrowedElements { keys in
            entryCounts.withBorrowedElements { entryCounts in
                starts.withBorrowedElements { starts in
                    postings.withBorrowedElements { postings in
                        body(View(keys: keys, entryCounts: entryCounts, starts: starts, postings: postings))
                    }
                }
            }
        }
    }

    /// Where the entries that hold a query after their first byte are to be found.
    enum Candidates {
        /// Nowhere: no entry holds one of the query's grams.
        case none
        /// In each of these lists, shortest first; `isExact` when the query is a gram and the
        /// one list is every entry that holds it, else each entry in all of them must be
        /// checked.
        case lists([AutoFillPostingList], isExact: Bool)
        /// Among all entries: the query is a gram that many hold.
        case everyEntry
    }

    /// The index, borrowed.
    struct View {
        let keys: BorrowedBuffer<UInt32>
        let entryCounts: BorrowedBuffer<UInt32>
        let starts: BorrowedBuffer<UInt32>
        let postings: BorrowedBuffer<UInt8>

        /// Where the entries that hold `query` (not empty) after their first byte are.
        func candidates(for query: AutoFillKey) -> Candidates {
            guard query.count > AutoFillGrams.maximumLength else {
                guard let gram = position(of: AutoFillGrams.key(of: query, at: 0, length: query.count)) else { return .none }
                return list(at: gram).map { .lists([$0], isExact: true) } ?? .everyEntry
            }
            var lists: [AutoFillPostingList] = []
            var listedGrams: [Int] = []
            for offset in 0...(query.count - AutoFillGrams.maximumLength) {
                let key = AutoFillGrams.key(of: query, at: offset, length: AutoFillGrams.maximumLength)
                guard let gram = position(of: key) else { return .none }
                if !listedGrams.contains(gram), let list = list(at: gram) {
                    lists.append(list)
                    listedGrams.append(gram)
                }
            }
            return lists.isEmpty ? .everyEntry : .lists(lists.sorted { $0.count < $1.count }, isExact: false)
        }

        /// The position of `key` in `keys`, or nil.
        private func position(of key: UInt32) -> Int? {
            var low = 0
            var high = keys.count
            while low < high {
                let middle = (low + high) / 2
                if keys[middle] < key { low = middle + 1 } else { high = middle }
            }
            return low < keys.count && keys[low] == key ? low : nil
        }

        /// The list of gram `position`, or nil when it has none.
        private func list(at position: Int) -> AutoFillPostingList? {
            let start = Int(starts[position])
            let end = Int(starts[position + 1])
            guard end > start else { return nil }
            return AutoFillPostingList(count: Int(entryCounts[position]), bytes: postings.extracting(start..<end))
        }
    }
}
