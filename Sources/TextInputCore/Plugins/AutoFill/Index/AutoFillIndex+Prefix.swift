extension AutoFillIndex.View {
    /// The positions in the sorted order of the entries whose folded text starts with `query`,
    /// found by binary search within `range` (which holds them: everything, or the range of a
    /// query that this one extends).
    func prefixRange(of query: AutoFillKey, within range: Range<Int>) -> Range<Int> {
        let lower = firstPosition(in: range) { $0.comparePrefix(with: query) >= 0 }
        let upper = firstPosition(in: lower..<range.upperBound) { $0.comparePrefix(with: query) > 0 }
        return lower..<upper
    }

    /// The first position in `range` of the sorted order whose text satisfies `isAtOrAfter`,
    /// which holds for every position after it too.
    private func firstPosition(in range: Range<Int>, where isAtOrAfter: (AutoFillKey) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = low + (high - low) / 2
            if isAtOrAfter(keys[Int(sortedEntries[middle])]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The first `limit` entries in the source's order that start with `query` and are not
    /// removed; `range` is their ``prefixRange(of:within:)``.
    ///
    /// Either the range's entries are all read, keeping the smallest, or the entries are read
    /// in the source's order until `limit` of them start with the query, whichever reads fewer:
    /// a short query's range is large but its entries are everywhere, a long one's the reverse.
    func firstEntries(startingWith query: AutoFillKey, in range: Range<Int>, limit: Int, excluding removals: AutoFillRemovals) -> [UInt32] {
        guard limit > 0, !range.isEmpty else { return [] }
        // Reading an entry's text costs about three reads of the range.
        let expectedScan = limit * (count / range.count + 1) * 3
        guard expectedScan < range.count else {
            return smallestEntries(in: range, limit: limit, excluding: removals)
        }
        var entries: [UInt32] = []
        entries.reserveCapacity(limit)
        for entry in 0..<count where keys[entry].hasPrefix(query) && !removals.contains(entry) {
            entries.append(UInt32(entry))
            if entries.count == limit { break }
        }
        return entries
    }

    /// The `limit` smallest entries of `range` of the sorted order that are not removed,
    /// ascending.
    ///
    /// A block of the sorted order whose smallest entry is above the largest kept so far is
    /// passed over whole: once the first few blocks are read, that is most of them.
    private func smallestEntries(in range: Range<Int>, limit: Int, excluding removals: AutoFillRemovals) -> [UInt32] {
        let blockSize = AutoFillIndex.sortedBlockSize
        var smallest = AutoFillSmallestEntries(limit: Swift.min(limit, range.count))
        var position = range.lowerBound
        while position < range.upperBound {
            let blockEnd = Swift.min(range.upperBound, (position / blockSize + 1) * blockSize)
            if position % blockSize == 0, blockEnd - position == blockSize, blockMinimums[position / blockSize] >= smallest.largest {
                position = blockEnd
                continue
            }
            while position < blockEnd {
                let entry = sortedEntries[position]
                if entry < smallest.largest, !removals.contains(Int(entry)) { smallest.insert(entry) }
                position += 1
            }
        }
        return smallest.entries
    }
}
