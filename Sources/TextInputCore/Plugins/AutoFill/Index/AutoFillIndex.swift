/// The index of an in-memory source, built once: the distinct entries in the source's order,
/// their folded texts, those texts' sorted order (for prefixes) and an n-gram index (for texts
/// that hold a query elsewhere).
///
/// An entry is a distinct string's position among the distinct strings, in the source's order.
/// The index never changes; removals are kept apart (``AutoFillRemovals``).
struct AutoFillIndex: Sendable {
    /// What tells one index from another, for as long as an answer that names it lives.
    final class Identity: Sendable {}

    let identity = Identity()
    /// The entries' strings.
    let strings: AutoFillTexts
    /// The entries' folded texts (see ``Swift/String/autoFillFolded``).
    let keys: AutoFillTexts
    /// The entries, ordered by folded text (entries with equal texts in the source's order).
    let sortedEntries: [UInt32]
    /// The smallest entry of each block of ``sortedBlockSize`` positions of `sortedEntries`.
    let blockMinimums: [UInt32]
    /// Which entries hold which grams.
    let grams: AutoFillGrams

    /// How many positions of the sorted order a block of ``blockMinimums`` spans.
    static let sortedBlockSize = 32

    /// How many distinct entries there are.
    var count: Int { keys.count }

    /// The bytes the search structures allocate: the folded texts, their order and the n-gram
    /// index, without the strings themselves.
    var searchBytes: Int {
        keys.allocatedBytes + (sortedEntries.capacity + blockMinimums.capacity) * MemoryLayout<UInt32>.stride + grams.allocatedBytes
    }

    /// Calls `body` with the search structures borrowed for fast reading.
    func withView<Result>(_ body: (View) -> Result) -> Result {
        keys.withView { keys in
            sortedEntries.withBorrowedElements { sortedEntries in
                blockMinimums.withBorrowedElements { blockMinimums in
                    grams.withView { grams in
                        body(View(keys: keys, sortedEntries: sortedEntries, blockMinimums: blockMinimums, grams: grams))
                    }
                }
            }
        }
    }

    /// The search structures, borrowed.
    struct View {
        let keys: AutoFillTexts.View
        let sortedEntries: BorrowedBuffer<UInt32>
        let blockMinimums: BorrowedBuffer<UInt32>
        let grams: AutoFillGrams.View

        var count: Int { keys.count }
    }
}
