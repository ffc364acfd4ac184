/// The answer to one query, with what a later, longer query needs to narrow it.
///
/// Hand it back to ``InMemoryAutoFillSource/matches(for:limit:narrowing:)`` with the next,
/// longer query: the source searches only what the shorter query left. What it keeps for that is the source's business; two answers are equal
/// when they hold the same query and the same strings.
///
/// ```swift
/// let first = cities.matches(for: "l", limit: 5, narrowing: nil)
/// let second = cities.matches(for: "ly", limit: 5, narrowing: first)
/// second == AutoFillMatches(query: "ly", strings: cities.matches(for: "ly", limit: 5))   // true
/// ```
package struct AutoFillMatches: Sendable, Equatable {
    /// The query these are the matches of.
    package let query: String
    /// The suggestions, best first.
    package let strings: [String]
    /// What the source that answered keeps to narrow this answer; nil when it cannot.
    let narrowing: AutoFillNarrowing?

    /// An answer with nothing to narrow: what a source that always starts over returns.
    package init(query: String, strings: [String]) {
        self.init(query: query, strings: strings, narrowing: nil)
    }

    init(query: String, strings: [String], narrowing: AutoFillNarrowing?) {
        self.query = query
        self.strings = strings
        self.narrowing = narrowing
    }

    /// Whether the two answers hold the same query and the same strings, whatever each keeps
    /// for narrowing.
    package static func == (lhs: AutoFillMatches, rhs: AutoFillMatches) -> Bool {
        lhs.query == rhs.query && lhs.strings == rhs.strings
    }
}
