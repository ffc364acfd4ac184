import Testing
import TextInputCore
import TextInputTesting

/// Typing one more character narrows the last answer instead of starting over, and the
/// answer is the same as a fresh query's.
@Suite("Autofill narrowing")
struct AutoFillNarrowingTests {
    static let names = AutoFillPlaceNames.generate(count: 20_000, seed: 31)
    static let source = InMemoryAutoFillSource(names)

    @Test("narrowing gives the fresh answer over random typings", arguments: 0..<3)
    func typings(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        for typing in AutoFillPlaceNames.typings(from: Self.names, count: 150 * fuzzScale, seed: 100 + seed) {
            let limit = [1, 5, 50, 200].randomElement(using: &random) ?? 50
            var previous: AutoFillMatches?
            for query in typing {
                let narrowed = Self.source.matches(for: query, limit: limit, narrowing: previous)
                let fresh = Self.source.matches(for: query, limit: limit)
                #expect(narrowed.strings == fresh, "\(typing) at \(query.debugDescription), limit \(limit)")
                #expect(narrowed == AutoFillMatches(query: query, strings: fresh))
                previous = narrowed
            }
        }
    }

    @Test("a fresh answer over random typings is the reference's")
    func reference() {
        let reference = AutoFillReference(Self.names)
        for typing in AutoFillPlaceNames.typings(from: Self.names, count: 5 * fuzzScale, seed: 200) {
            for query in typing {
                #expect(Self.source.matches(for: query, limit: 50) == reference.matches(for: query, limit: 50), "\(query.debugDescription)")
            }
        }
    }

    @Test(
        "an answer that cannot be narrowed is started over",
        arguments: [
            ("pa", "pb"),  // not an extension: a typo corrected
            ("par", "pa"),  // a backspace
            ("pa", "PAR"),  // the same folded query extended, in capitals
            ("xa", "a"),
            ("", "ville"),
        ])
    func notNarrowable(first: String, second: String) {
        let previous = Self.source.matches(for: first, limit: 20, narrowing: nil)
        #expect(Self.source.matches(for: second, limit: 20, narrowing: previous).strings == Self.source.matches(for: second, limit: 20))
    }

    @Test("another source's answer is not narrowed")
    func otherSource() {
        let other = InMemoryAutoFillSource(["Paris", "Parma"])
        let previous = other.matches(for: "pa", limit: 20, narrowing: nil)
        #expect(Self.source.matches(for: "par", limit: 20, narrowing: previous).strings == Self.source.matches(for: "par", limit: 20))
        let foreign = AutoFillMatches(query: "pa", strings: ["Paris"])
        #expect(Self.source.matches(for: "par", limit: 20, narrowing: foreign).strings == Self.source.matches(for: "par", limit: 20))
    }

    @Test("an answer can be narrowed with another limit")
    func otherLimit() {
        let previous = Self.source.matches(for: "b", limit: 3, narrowing: nil)
        #expect(Self.source.matches(for: "ba", limit: 100, narrowing: previous).strings == Self.source.matches(for: "ba", limit: 100))
    }
}
