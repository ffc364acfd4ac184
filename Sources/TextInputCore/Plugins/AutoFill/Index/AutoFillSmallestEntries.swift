/// The smallest entries seen so far, ascending, up to a fixed count: what the first entries of
/// a prefix range in the source's order are gathered in.
struct AutoFillSmallestEntries {
    /// The entries kept, ascending.
    private(set) var entries: [UInt32] = []
    /// How many entries are kept at most.
    private let limit: Int
    /// The largest entry kept once `limit` are: an entry not below it is not kept.
    private(set) var largest = UInt32.max

    init(limit: Int) {
        self.limit = limit
        entries.reserveCapacity(limit)
    }

    /// Keeps `entry` (below ``largest``) in its place, dropping the largest when full.
    mutating func insert(_ entry: UInt32) {
        guard limit > 0 else { return }
        if entries.count < limit {
            entries.append(entry)
        }
        var index = entries.count - 1
        while index > 0, entries[index - 1] > entry {
            entries[index] = entries[index - 1]
            index -= 1
        }
        entries[index] = entry
        if entries.count == limit { largest = entries[limit - 1] }
    }
}
