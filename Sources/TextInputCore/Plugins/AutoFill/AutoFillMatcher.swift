/// Decides whether a candidate matches a query, and how well: replaces the built-in matching.
///
/// Give one to ``InMemoryAutoFillSource/init(_:matcher:)`` to match in a way of your own
/// (initials, a word's start, a phonetic key): the source then asks it about every entry, in the
/// source's order, and offers the ``Kind/prefix`` matches before the ``Kind/contains`` ones.
///
/// ```swift
/// // Matches a word's start anywhere in the candidate.
/// let wordStarts = AutoFillMatcher { query, candidate in
///     let query = query.lowercased()
///     let words = candidate.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" })
///     if words.first?.hasPrefix(query) == true { return .prefix }
///     return words.contains { $0.hasPrefix(query) } ? .contains : nil
/// }
/// let cities = InMemoryAutoFillSource(["Saint-Malo", "Malmö", "Amalfi"], matcher: wordStarts)
/// cities.matches(for: "mal", limit: 5)   // ["Malmö", "Saint-Malo"]
/// ```
package struct AutoFillMatcher: Sendable {
    /// How a candidate matches a query; the better kind first.
    package enum Kind: Sendable, Comparable {
        /// The candidate starts with the query.
        case prefix
        /// The candidate contains the query, not at its start.
        case contains
    }

    /// The rule: how `candidate` matches `query`, or nil when it does not.
    let match: @Sendable (_ query: String, _ candidate: String) -> Kind?
    /// Whether this is ``prefixThenContains``, which an index answers without asking `match`.
    let isBuiltIn: Bool

    /// A matcher that asks `match` how a candidate matches a query (nil: it does not).
    package init(_ match: @escaping @Sendable (_ query: String, _ candidate: String) -> Kind?) {
        self.match = match
        isBuiltIn = false
    }

    private init(builtIn match: @escaping @Sendable (_ query: String, _ candidate: String) -> Kind?) {
        self.match = match
        isBuiltIn = true
    }

    /// How `candidate` matches `query`, or nil when it does not.
    ///
    /// ```swift
    /// AutoFillMatcher.prefixThenContains.kind(of: "Sparta", matching: "par")   // .contains
    /// ```
    package func kind(of candidate: String, matching query: String) -> Kind? {
        match(query, candidate)
    }

    /// The built-in rule: a candidate whose folded text starts with the folded query is a
    /// ``Kind/prefix`` match, one that contains it elsewhere a ``Kind/contains`` match. Every
    /// candidate starts with an empty query.
    ///
    /// Folding lowercases and removes diacritics: the text's canonical decomposition (NFD), each
    /// scalar's Unicode lowercase mapping, without the combining diacritical marks (U+0300–U+036F
    /// and their extended, supplement, symbol and half-mark blocks). Letters that Unicode does
    /// not decompose keep their stroke ("Ł", "ø"), "ß" stays "ß", and marks that make another
    /// letter in their script (Indic vowel signs, kana voicing marks, Hebrew and Arabic points)
    /// stay. Texts are compared scalar by scalar.
    ///
    /// ```swift
    /// AutoFillMatcher.prefixThenContains.kind(of: "Páris", matching: "par")   // .prefix
    /// ```
    package static let prefixThenContains = AutoFillMatcher(builtIn: { query, candidate in
        AutoFillKey.kind(of: candidate, matching: query)
    })
}
