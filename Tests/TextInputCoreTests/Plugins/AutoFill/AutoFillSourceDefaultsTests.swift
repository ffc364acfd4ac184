import Testing
import TextInputCore

/// A source of one's own needs only `matches(for:limit:)`; the rest has defaults.
@Suite("Autofill source defaults")
struct AutoFillSourceDefaultsTests {
    struct Fixed: AutoFillSource {
        func matches(for query: String, limit: Int) -> [String] {
            Array(["Paris", "Parma"].filter { $0.lowercased().hasPrefix(query) }.prefix(limit))
        }
    }

    @Test("narrowing starts over, and nothing can be removed")
    func defaults() {
        let source = Fixed()
        let first = source.answer(for: "p", limit: 5, narrowing: nil)
        #expect(first == AutoFillMatches(query: "p", strings: ["Paris", "Parma"]))
        #expect(source.answer(for: "pari", limit: 5, narrowing: first) == AutoFillMatches(query: "pari", strings: ["Paris"]))
        #expect(!source.canRemove)
        source.remove("Paris")
        #expect(source.matches(for: "p", limit: 5) == ["Paris", "Parma"])
    }

    @Test("answers are equal when their query and strings are, whatever they keep for narrowing")
    func equality() {
        let source = InMemoryAutoFillSource(["Paris", "Parma"])
        let narrowed = source.matches(for: "par", limit: 5, narrowing: source.matches(for: "pa", limit: 5, narrowing: nil))
        #expect(narrowed == AutoFillMatches(query: "par", strings: ["Paris", "Parma"]))
        #expect(narrowed != AutoFillMatches(query: "pa", strings: ["Paris", "Parma"]))
        #expect(narrowed != AutoFillMatches(query: "par", strings: ["Paris"]))
    }
}
