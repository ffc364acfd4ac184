import Foundation

/// The ready source: strings in memory, indexed once.
///
/// Matching follows ``AutoFillSource/matches(for:limit:)``: strings that start with the query,
/// then strings that contain it elsewhere, compared folded, exact duplicates dropped (the first kept), each group in the order given. The index of a
/// million place names takes about a second to build and two and a half times their UTF-8 in
/// memory (beside the strings, kept end to end as UTF-8); a query then answers in microseconds,
/// and one typed a character further narrows the last answer instead of starting over (which
/// ``TextInputAutoFill`` does as the user types).
///
/// ```swift
/// let cities = InMemoryAutoFillSource(["Paris", "Páris", "Lyon", "Sparta", "Paris"])
/// cities.matches(for: "par", limit: 10)   // ["Paris", "Páris", "Sparta"]
/// cities.remove("Páris")
/// cities.matches(for: "par", limit: 10)   // ["Paris", "Sparta"]
/// ```
///
/// Thread-safe: queries and removals may come from any thread at once. Build a large source off
/// the main thread.
public final class InMemoryAutoFillSource: AutoFillNarrowingSource, @unchecked Sendable {
    /// How the strings are searched.
    enum Storage {
        /// Through an index, for the built-in matching.
        case indexed(AutoFillIndex)
        /// One by one, for a custom matcher (or strings too large to index).
        case scanned(AutoFillScan)
    }

    let storage: Storage
    let lock = NSLock()
    /// What users removed; guarded by `lock`.
    var removals = AutoFillRemovals()

    /// A source of `strings`, in that order, matched by the built-in rule through an index.
    ///
    /// ```swift
    /// let cities = InMemoryAutoFillSource(["Paris", "Lyon"])
    /// ```
    public convenience init(_ strings: [String]) {
        self.init(strings, matcher: .prefixThenContains)
    }

    /// A source of `strings`, in that order, matched by `matcher`.
    ///
    /// A custom matcher is asked about every entry in the source's order (no index can answer
    /// for it), which is fine for thousands of entries; ``AutoFillMatcher/prefixThenContains``
    /// gets the index.
    ///
    /// ```swift
    /// let exact = AutoFillMatcher { query, candidate in candidate.hasPrefix(query) ? .prefix : nil }
    /// let cities = InMemoryAutoFillSource(["Paris", "paris"], matcher: exact)
    /// cities.matches(for: "P", limit: 5)   // ["Paris"]
    /// ```
    package init(_ strings: [String], matcher: AutoFillMatcher) {
        if matcher.isBuiltIn, let index = AutoFillIndex(strings) {
            storage = .indexed(index)
        } else {
            storage = .scanned(AutoFillScan(strings, matcher: matcher))
        }
    }

    /// True: a user may remove a suggestion.
    public var canRemove: Bool { true }

    /// At most `limit` suggestions for `query` (see ``AutoFillSource/matches(for:limit:)``).
    ///
    /// ```swift
    /// InMemoryAutoFillSource(["Paris", "Sparta"]).matches(for: "PAR", limit: 5)   // ["Paris", "Sparta"]
    /// ```
    public func matches(for query: String, limit: Int) -> [String] {
        matches(for: query, limit: limit, narrowing: nil).strings
    }

    /// The same, narrowing `previous` when it is this source's answer to a query that `query`
    /// extends: the entries that start with the longer query are found within those of the
    /// shorter one, and, when the shorter one's other candidates were few, they are checked
    /// again instead of searching the index.
    ///
    /// ```swift
    /// var answer = cities.matches(for: "p", limit: 10, narrowing: nil)
    /// answer = cities.matches(for: "pa", limit: 10, narrowing: answer)
    /// ```
    package func matches(for query: String, limit: Int, narrowing previous: AutoFillMatches?) -> AutoFillMatches {
        let removals = lock.withLock { self.removals }
        switch storage {
        case let .indexed(index):
            let answer = index.matches(for: query.autoFillFoldedUTF8, limit: limit, excluding: removals, narrowing: previous?.narrowing)
            let strings = answer.entries.map { index.strings.string(at: Int($0)) }
            return AutoFillMatches(query: query, strings: strings, narrowing: answer.narrowing)
        case let .scanned(scan):
            return AutoFillMatches(query: query, strings: scan.matches(for: query, limit: limit, excluding: removals))
        }
    }

    /// Removes `suggestion` (every copy of it), so that no later query offers it; a string the
    /// source does not hold is ignored.
    ///
    /// ```swift
    /// cities.remove("Paris")
    /// ```
    public func remove(_ suggestion: String) {
        let position: Int? =
            switch storage {
            case let .indexed(index): index.entry(equalTo: suggestion)
            case let .scanned(scan): scan.position(of: suggestion)
            }
        guard let position else { return }
        lock.withLock { removals.insert(position) }
    }
}
