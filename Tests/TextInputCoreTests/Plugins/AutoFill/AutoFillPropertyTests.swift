import Testing
import TextInputCore
import TextInputTesting

/// Random sources, queries, limits and removals: the index answers as the reference does.
@Suite("Autofill index against the reference")
struct AutoFillPropertyTests {
    /// Fragments of random entries and queries: a few common letters (so that matches abound),
    /// rarer ones, case and diacritic variants, and text that breaks naive string handling.
    static let common = ["a", "b", "A", "á", "B", " ", "-"]
    static let rare = [
        "c", "É", "e\u{301}", "\u{301}", "ß", "Ø", "Å", "İ", "ǅ", "Σ", "ς", "が", "한", "क़", "ﬃ", "👍🏽", "🇫🇷",
        "\u{200D}", "\u{5C1}", "ש", "Ω", "x", "yz", "\u{0}",
    ]

    static func fragment(_ random: inout SeededRandomNumberGenerator) -> String {
        (Int.random(in: 0..<6, using: &random) == 0 ? rare : common).randomElement(using: &random) ?? "a"
    }

    static func text(_ random: inout SeededRandomNumberGenerator, maxFragments: Int) -> String {
        (0..<Int.random(in: 0...maxFragments, using: &random)).map { _ in fragment(&random) }.joined()
    }

    @Test("small sources", arguments: 0..<4)
    func smallSources(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<(60 * fuzzScale) {
            let strings = (0..<Int.random(in: 0...40, using: &random)).map { _ in Self.text(&random, maxFragments: 7) }
            check(strings, queries: 12, using: &random)
        }
    }

    @Test("larger sources, where rare grams have posting lists", arguments: 0..<2)
    func largerSources(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: 50 + seed)
        for _ in 0..<(2 * fuzzScale) {
            let strings = (0..<Int.random(in: 1_000...2_500, using: &random)).map { _ in Self.text(&random, maxFragments: 10) }
            check(strings, queries: 40, using: &random)
        }
    }

    /// Builds a source of `strings`, removes a few, and compares random queries (typed one
    /// fragment at a time, narrowing) with the reference.
    private func check(_ strings: [String], queries: Int, using random: inout SeededRandomNumberGenerator) {
        let source = InMemoryAutoFillSource(strings)
        let reference = AutoFillReference(strings)
        var removed = Set<String>()
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            guard let string = strings.randomElement(using: &random) else { break }
            source.remove(string)
            removed.insert(string)
        }
        for _ in 0..<queries {
            let limit = [0, 1, 3, 10, 1_000].randomElement(using: &random) ?? 10
            var typed = ""
            var previous: AutoFillMatches?
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                typed += Self.fragment(&random)
                let expected = reference.matches(for: typed, limit: limit, removed: removed)
                let answer = source.matches(for: typed, limit: limit, narrowing: previous)
                #expect(answer.strings == expected, "\(strings.debugDescription) \(typed.debugDescription) limit \(limit)")
                #expect(source.matches(for: typed, limit: limit) == expected)
                previous = answer
            }
        }
    }
}
