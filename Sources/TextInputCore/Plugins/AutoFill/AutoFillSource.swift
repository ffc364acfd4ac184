/// A provider of suggestions for a field.
///
/// ``InMemoryAutoFillSource`` is the ready one: strings in memory, indexed once, answering in
/// microseconds on a million entries. Write your own to suggest from a database or a server;
/// only ``matches(for:limit:)`` is required.
///
/// ```swift
/// let cities = InMemoryAutoFillSource(["Paris", "Páris", "Lyon", "Sparta"])
/// cities.matches(for: "par", limit: 10)   // ["Paris", "Páris", "Sparta"]
/// ```
public protocol AutoFillSource: Sendable {
    /// At most `limit` suggestions for `query`: strings that start with the query first, then
    /// strings that contain it elsewhere; case- and diacritic-insensitive ("par" matches
    /// "Páris"); exact duplicates removed (the first kept); each group in the source's order.
    /// An empty query gives the first `limit` entries.
    func matches(for query: String, limit: Int) -> [String]

    /// Whether a user may remove a suggestion for good.
    var canRemove: Bool { get }

    /// Removes a suggestion, so that no later query offers it.
    func remove(_ suggestion: String)
}

extension AutoFillSource {
    /// The answer to `query`, narrowing `previous` (the answer to a shorter query this one
    /// extends) when the source can (``InMemoryAutoFillSource``'s index can); any other source
    /// is asked ``matches(for:limit:)`` afresh. The strings are the same either way.
    package func answer(for query: String, limit: Int, narrowing previous: AutoFillMatches?) -> AutoFillMatches {
        if let source = self as? any AutoFillNarrowingSource {
            return source.matches(for: query, limit: limit, narrowing: previous)
        }
        return AutoFillMatches(query: query, strings: matches(for: query, limit: limit))
    }

    /// False: a source removes nothing unless it says so.
    public var canRemove: Bool { false }

    /// Does nothing: a source removes nothing unless it says so.
    public func remove(_ suggestion: String) {}
}
