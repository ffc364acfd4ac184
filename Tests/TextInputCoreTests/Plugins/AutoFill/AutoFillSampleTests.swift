import Testing
import TextInputCore

/// The samples of the autofill API's documentation comments, line for line, and their claims.
@Suite("Autofill documentation samples")
struct AutoFillSampleTests {
    @Test("AutoFillSource and InMemoryAutoFillSource")
    func source() {
        let cities = InMemoryAutoFillSource(["Paris", "Páris", "Lyon", "Sparta"])
        #expect(cities.matches(for: "par", limit: 10) == ["Paris", "Páris", "Sparta"])
        var answer = cities.matches(for: "p", limit: 10, narrowing: nil)
        answer = cities.matches(for: "pa", limit: 10, narrowing: answer)
        #expect(answer.strings == ["Paris", "Páris", "Sparta"])
        let first = cities.matches(for: "l", limit: 5, narrowing: nil)
        let second = cities.matches(for: "ly", limit: 5, narrowing: first)
        #expect(second == AutoFillMatches(query: "ly", strings: cities.matches(for: "ly", limit: 5)))
        #expect(InMemoryAutoFillSource(["Paris", "Sparta"]).matches(for: "PAR", limit: 5) == ["Paris", "Sparta"])
    }

    @Test("removal")
    func removal() {
        let cities = InMemoryAutoFillSource(["Paris", "Páris", "Lyon", "Sparta", "Paris"])
        #expect(cities.matches(for: "par", limit: 10) == ["Paris", "Páris", "Sparta"])
        cities.remove("Páris")
        #expect(cities.matches(for: "par", limit: 10) == ["Paris", "Sparta"])
    }

    @Test("AutoFillMatcher")
    func matcher() {
        let wordStarts = AutoFillMatcher { query, candidate in
            let query = query.lowercased()
            let words = candidate.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" })
            if words.first?.hasPrefix(query) == true { return .prefix }
            return words.contains { $0.hasPrefix(query) } ? .contains : nil
        }
        let cities = InMemoryAutoFillSource(["Saint-Malo", "Malmö", "Amalfi"], matcher: wordStarts)
        #expect(cities.matches(for: "mal", limit: 5) == ["Malmö", "Saint-Malo"])
        let exact = AutoFillMatcher { query, candidate in candidate.hasPrefix(query) ? .prefix : nil }
        #expect(InMemoryAutoFillSource(["Paris", "paris"], matcher: exact).matches(for: "P", limit: 5) == ["Paris"])
        #expect(AutoFillMatcher.prefixThenContains.kind(of: "Sparta", matching: "par") == .contains)
        #expect(AutoFillMatcher.prefixThenContains.kind(of: "Páris", matching: "par") == .prefix)
    }

    @Test("autoFillFolded")
    func folded() {
        #expect("Páris".autoFillFolded == "paris")
        #expect("ÆØÅ".autoFillFolded == "æøa")
        #expect("Łódź".autoFillFolded == "łodz")
    }
}
