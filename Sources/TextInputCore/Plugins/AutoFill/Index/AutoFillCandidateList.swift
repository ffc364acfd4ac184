/// A list of entries in the source's order that a query's matches are among: a gram's posting
/// list, or the candidates an answer kept for narrowing.
enum AutoFillCandidateList {
    /// A gram's list; `isExact` when the gram is the query, so that every entry holds it.
    case postings(AutoFillPostingList, isExact: Bool)
    case kept(BorrowedBuffer<UInt32>)

    /// How many entries the list holds.
    var count: Int {
        switch self {
        case let .postings(list, _): list.count
        case let .kept(entries): entries.count
        }
    }

    /// Whether every entry of the list holds the query after its first byte.
    var isExact: Bool {
        if case .postings(_, isExact: true) = self { true } else { false }
    }

    /// Reads a list's entries in order.
    struct Cursor {
        private var postings: AutoFillPostingList.Cursor?
        private let kept: BorrowedBuffer<UInt32>
        private var keptPosition = 0
        /// The entry last read, or nil before the first.
        private(set) var current: UInt32?

        init(_ list: AutoFillCandidateList) {
            switch list {
            case let .postings(list, _):
                postings = AutoFillPostingList.Cursor(list)
                kept = BorrowedBuffer()
            case let .kept(entries):
                postings = nil
                kept = entries
            }
        }

        /// The next entry, or nil after the last.
        mutating func next() -> UInt32? {
            if postings != nil {
                current = postings?.next()
            } else if keptPosition < kept.count {
                current = kept[keptPosition]
                keptPosition += 1
            } else {
                current = nil
            }
            return current
        }

        /// Whether the list holds `entry`, reading up to it; `entry` must not be below an entry
        /// asked about before.
        mutating func holds(_ entry: UInt32) -> Bool {
            if let current, current >= entry { return current == entry }
            while let next = next() {
                if next >= entry { return next == entry }
            }
            return false
        }
    }
}
