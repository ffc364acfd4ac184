/// What an in-memory source keeps in an answer (``AutoFillMatches``) so that a longer query can
/// search only what this one left.
struct AutoFillNarrowing: Sendable {
    /// The index that answered: another one's positions mean nothing.
    let index: AutoFillIndex.Identity
    /// The folded query answered.
    let query: [UInt8]
    /// The entries that start with the query, as positions in the index's sorted order. Those
    /// of a longer query lie within them.
    let prefixRange: Range<Int>
    /// Entries among which are all those that hold the query after their first byte (removed
    /// ones included), in the source's order, when there were few enough to keep; nil
    /// otherwise. Those of a longer query are among them too. The ones read for this answer
    /// were checked; the rest, after them, were not needed yet.
    let containing: [UInt32]?

    /// Whether this answer can be narrowed to `query` by `index`: the same index, and a query
    /// that extends this one.
    func narrows(to query: [UInt8], in index: AutoFillIndex.Identity) -> Bool {
        self.index === index && query.starts(with: self.query)
    }
}
