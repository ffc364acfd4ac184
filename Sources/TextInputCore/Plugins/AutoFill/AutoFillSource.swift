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

    /// The same, narrowing `previous` (the result of a shorter query this one extends) instead
    /// of starting over when it can; the answer is the same as ``matches(for:limit:)``.
    ///
    /// Pass the previous answer as the user types one more character; pass nil, or any
    /// earlier answer, otherwise: a source checks that it can narrow it and starts over when
    /// it cannot.
    ///
    /// ```swift
    /// var answer = cities.matches(for: "p", limit: 10, narrowing: nil)
    /// answer = cities.matches(for: "pa", limit: 10, narrowing: answer)
    /// answer.strings   // ["Paris", "Páris", "Sparta"]
    /// ```
    func matches(for query: String, limit: Int, narrowing previous: AutoFillMatches?) -> AutoFillMatches

    /// Whether a user may remove a suggestion for good.
    var canRemove: Bool { get }

    /// Removes a suggestion, so that no later query offers it.
    func remove(_ suggestion: String)
}

extension AutoFillSource {
    /// Starts over: the answer of ``matches(for:limit:)``, with nothing to narrow later.
    public func matches(for query: String, limit: Int, narrowing previous: AutoFillMatches?) -> AutoFillMatches {
        AutoFillMatches(query: query, strings: matches(for: query, limit: limit))
    }

    /// False: a source removes nothing unless it says so.
    public var canRemove: Bool { false }

    /// Does nothing: a source removes nothing unless it says so.
    public func remove(_ suggestion: String) {}
}
