/// The entries a user removed from an in-memory source: one bit an entry.
///
/// A value: a query reads the set it copied under the source's lock while a removal writes a
/// new one, and the copy costs nothing until that write.
struct AutoFillRemovals: Sendable {
    private var words: [UInt64] = []

    /// Whether entry `index` is removed.
    func contains(_ index: Int) -> Bool {
        let word = index >> 6
        return word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
    }

    /// Removes entry `index`.
    mutating func insert(_ index: Int) {
        let word = index >> 6
        if word >= words.count {
            words += repeatElement(0, count: word + 1 - words.count)
        }
        words[word] |= 1 << UInt64(index & 63)
    }

    /// The bytes the set allocates.
    var allocatedBytes: Int { words.capacity * MemoryLayout<UInt64>.stride }
}
