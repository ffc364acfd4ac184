extension InMemoryAutoFillSource {
    /// What a source holds in memory, in bytes its arrays allocate.
    package struct MemoryFootprint: Sendable, Equatable {
        /// The search structures: folded texts, their sorted order and the n-gram index.
        package var index: Int
        /// The distinct strings themselves, stored end to end as UTF-8.
        package var strings: Int
        /// The removal set.
        package var removals: Int
    }

    /// What this source holds in memory; nil for a source without an index (a custom matcher),
    /// whose strings are `String` values.
    package var memoryFootprint: MemoryFootprint? {
        guard case let .indexed(index) = storage else { return nil }
        let removals = lock.withLock { self.removals }
        return MemoryFootprint(index: index.searchBytes, strings: index.strings.allocatedBytes, removals: removals.allocatedBytes)
    }
}
