/// An in-memory source's strings without an index, asked one by one in the source's order: how
/// a custom matcher, which an index cannot answer for, is served.
struct AutoFillScan: Sendable {
    /// The distinct strings, first occurrences, in the source's order.
    let strings: [String]
    let matcher: AutoFillMatcher

    init(_ strings: [String], matcher: AutoFillMatcher) {
        var seen = Set<String>()
        self.strings = strings.filter { seen.insert($0).inserted }
        self.matcher = matcher
    }

    /// The first `limit` strings not removed that `matcher` matches to `query`, the better kind
    /// first; the first `limit` strings for an empty query.
    func matches(for query: String, limit: Int, excluding removals: AutoFillRemovals) -> [String] {
        guard limit > 0 else { return [] }
        var prefixes: [String] = []
        var others: [String] = []
        for (position, string) in strings.enumerated() where !removals.contains(position) {
            switch query.isEmpty ? .prefix : matcher.match(query, string) {
            case .prefix:
                prefixes.append(string)
                if prefixes.count == limit { return prefixes }
            case .contains:
                if others.count < limit { others.append(string) }
            case nil:
                break
            }
        }
        return prefixes + others.prefix(limit - prefixes.count)
    }

    /// The position of the string equal to `string`, or nil.
    func position(of string: String) -> Int? {
        strings.firstIndex(of: string)
    }
}
