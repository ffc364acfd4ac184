import Testing
import TextInputCore

/// A matcher of one's own replaces the built-in matching; the source asks it about every entry.
@Suite("Autofill custom matchers")
struct AutoFillCustomMatcherTests {
    /// Matches a word's start anywhere: the first word's start is a prefix match.
    static let wordStarts = AutoFillMatcher { query, candidate in
        let query = query.lowercased()
        let words = candidate.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" })
        if words.first?.hasPrefix(query) == true { return .prefix }
        return words.contains { $0.hasPrefix(query) } ? .contains : nil
    }

    @Test(
        "its kinds order the answer, each group in the source's order",
        arguments: [
            ("mal", 10, ["Malmö", "Malaga", "Saint-Malo", "Le Mal"]),
            ("mal", 3, ["Malmö", "Malaga", "Saint-Malo"]),
            ("mal", 1, ["Malmö"]),
            ("", 2, ["Saint-Malo", "Malmö"]),
            ("x", 10, []),
        ])
    func wordStarts(query: String, limit: Int, expected: [String]) {
        let source = InMemoryAutoFillSource(["Saint-Malo", "Malmö", "Amalfi", "Le Mal", "Malaga", "Malmö"], matcher: Self.wordStarts)
        #expect(source.matches(for: query, limit: limit) == expected)
    }

    @Test("it sees the query and the candidates as given, unfolded")
    func unfolded() {
        let caseSensitive = AutoFillMatcher { query, candidate in
            candidate.hasPrefix(query) ? .prefix : candidate.contains(query) ? .contains : nil
        }
        let source = InMemoryAutoFillSource(["Paris", "paris", "Sparis"], matcher: caseSensitive)
        #expect(source.matches(for: "Par", limit: 5) == ["Paris"])
        #expect(source.matches(for: "par", limit: 5) == ["paris", "Sparis"])
    }

    @Test("narrowing with a custom matcher gives the fresh answer")
    func narrowing() {
        let source = InMemoryAutoFillSource(AutoFillPlaceNames.generate(count: 500, seed: 41), matcher: Self.wordStarts)
        var previous: AutoFillMatches?
        for query in ["s", "sa", "sai", "sain"] {
            previous = source.matches(for: query, limit: 10, narrowing: previous)
            #expect(previous?.strings == source.matches(for: query, limit: 10))
        }
    }
}
