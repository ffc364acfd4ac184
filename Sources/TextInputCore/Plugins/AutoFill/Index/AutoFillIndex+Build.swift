import Foundation

extension AutoFillIndex {
    /// The index of `strings`; nil when they hold more than a `UInt32` position reaches
    /// (4 GiB of text or 4 billion strings), which an in-memory source then scans instead.
    ///
    /// The strings are folded, sorted by folded text (equal texts in the source's order), and
    /// exact duplicates dropped in that order, which keeps the first of each; what is left is
    /// numbered in the source's order.
    init?(_ strings: [String]) {
        let byteCount = strings.reduce(0) { $0 + $1.utf8.count }
        guard strings.count < Int(UInt32.max), byteCount <= Int(UInt32.max) else { return nil }
        var folded = AutoFillTexts(reservingCapacity: strings.count, byteCount: byteCount)
        for string in strings {
            guard folded.appendFolded(string) else { return nil }
        }
        let order = Self.sortedOrder(of: folded)
        let isFirst = Self.firstOccurrences(of: strings, folded: folded, sortedOrder: order)
        let distinctCount = isFirst.lazy.filter { $0 }.count
        var entries = Array(repeating: UInt32(0), count: strings.count)
        var keys = AutoFillTexts(reservingCapacity: distinctCount, byteCount: folded.bytes.count)
        var texts = AutoFillTexts(reservingCapacity: distinctCount, byteCount: byteCount)
        let fits = folded.withView { folded in
            strings.indices.allSatisfy { position in
                guard isFirst[position] else { return true }
                entries[position] = UInt32(keys.count)
                return keys.append(folded[position].bytes) && texts.append(strings[position].utf8)
            }
        }
        guard fits, let grams = AutoFillGrams(keys) else { return nil }
        var sortedEntries: [UInt32] = []
        sortedEntries.reserveCapacity(distinctCount)
        for position in order where isFirst[Int(position)] {
            sortedEntries.append(entries[Int(position)])
        }
        self.strings = texts
        self.keys = keys
        self.sortedEntries = sortedEntries
        blockMinimums = stride(from: 0, to: sortedEntries.count, by: Self.sortedBlockSize).map { start in
            sortedEntries[start..<Swift.min(sortedEntries.count, start + Self.sortedBlockSize)].min() ?? 0
        }
        self.grams = grams
    }

    /// The positions of `texts`, ordered by text, equal texts by position.
    private static func sortedOrder(of texts: AutoFillTexts) -> [UInt32] {
        texts.withView { texts in
            // The first eight bytes as one number decide most comparisons without a memcmp.
            var items = (0..<texts.count).map { position in
                SortItem(head: head(of: texts[position]), position: UInt32(position))
            }
            items.sort { first, second in
                if first.head != second.head { return first.head < second.head }
                let order = tailOrder(of: texts[Int(first.position)], and: texts[Int(second.position)])
                return order != 0 ? order < 0 : first.position < second.position
            }
            return items.map(\.position)
        }
    }

    /// A text's place in the sorted order, while it is sorted.
    private struct SortItem {
        var head: UInt64
        var position: UInt32
    }

    /// The first eight bytes of `text`, big-endian, zeros after its end.
    private static func head(of text: AutoFillKey) -> UInt64 {
        var head: UInt64 = 0
        for index in 0..<8 {
            head = head << 8 | UInt64(index < text.count ? text.bytes[index] : 0)
        }
        return head
    }

    /// The order of two texts with the same ``head(of:)``: the bytes after the eighth, then
    /// the length.
    private static func tailOrder(of first: AutoFillKey, and second: AutoFillKey) -> Int {
        let common = min(first.count, second.count)
        if common > 8 {
            let order = first.bytes.extracting(8..<common).compare(with: second.bytes.extracting(8..<common))
            if order != 0 { return order }
        }
        return first.count - second.count
    }

    /// For each position of `strings`, whether it holds the first occurrence of its string.
    /// Equal strings fold alike, so they are neighbours in the sorted order, the first first;
    /// most folded texts are held by one string, which is compared with none.
    private static func firstOccurrences(of strings: [String], folded: AutoFillTexts, sortedOrder order: [UInt32]) -> [Bool] {
        var isFirst = Array(repeating: true, count: strings.count)
        folded.withView { folded in
            var run = AutoFillDistinctRun()
            var runStart = 0
            for rank in order.indices.dropFirst() {
                let position = Int(order[rank])
                guard folded[position].hasSameBytes(as: folded[Int(order[rank - 1])]) else {
                    runStart = rank
                    continue
                }
                if rank == runStart + 1 {
                    run.removeAll()
                    _ = run.insert(strings[Int(order[runStart])])
                }
                isFirst[position] = run.insert(strings[position])
            }
        }
        return isFirst
    }
}
