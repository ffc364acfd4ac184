extension AutoFillIndex {
    /// The entries that answer a query, and what narrowing keeps.
    struct Answer {
        /// Those that start with the query, then those that hold it elsewhere, each group in
        /// the source's order.
        var entries: [UInt32]
        var narrowing: AutoFillNarrowing
    }

    /// The first `limit` entries that match the folded `query` and are not removed, narrowing
    /// `previous` when it is an answer of this index to a query this one extends.
    func matches(for query: [UInt8], limit: Int, excluding removals: AutoFillRemovals, narrowing previous: AutoFillNarrowing?) -> Answer {
        let limit = Swift.max(0, Swift.min(limit, count))
        let previous = previous.flatMap { $0.narrows(to: query, in: identity) ? $0 : nil }
        return query.withBorrowedElements { queryBytes in
            withView { view in
                let query = AutoFillKey(queryBytes)
                let range = view.prefixRange(of: query, within: previous?.prefixRange ?? 0..<count)
                var entries = view.firstEntries(startingWith: query, in: range, limit: limit, excluding: removals)
                var candidates: [UInt32]?
                if entries.count < limit, !query.isEmpty {
                    let containing = view.firstEntries(containing: query, limit: limit - entries.count, excluding: removals, among: previous?.containing)
                    entries += containing.entries
                    candidates = containing.candidates
                }
                let narrowing = AutoFillNarrowing(index: identity, query: Array(queryBytes), prefixRange: range, containing: candidates)
                return Answer(entries: entries, narrowing: narrowing)
            }
        }
    }

    /// The entry whose string equals `string` (canonically equivalent), or nil.
    func entry(equalTo string: String) -> Int? {
        string.autoFillFoldedUTF8.withBorrowedElements { queryBytes in
            withView { view in
                let query = AutoFillKey(queryBytes)
                // Equal strings fold alike, and the equal texts come first in their range.
                for position in view.prefixRange(of: query, within: 0..<count) {
                    let entry = Int(view.sortedEntries[position])
                    guard view.keys[entry].count == query.count else { return nil }
                    if strings.string(at: entry) == string { return entry }
                }
                return nil
            }
        }
    }
}
