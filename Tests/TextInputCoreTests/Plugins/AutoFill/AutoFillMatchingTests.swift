import Testing
import TextInputCore

/// The rules every query follows: prefixes first, then texts that contain the query
/// elsewhere, compared without case and diacritics, duplicates dropped, the source's order kept.
@Suite("Autofill matching rules")
struct AutoFillMatchingTests {
    @Test(
        "matches of a query",
        arguments: [
            // (source, query, limit, expected)
            (["Lyon", "Paris", "Sparta", "Parma"], "par", 10, ["Paris", "Parma", "Sparta"]),
            (["Sparta", "Paris"], "par", 10, ["Paris", "Sparta"]),  // prefixes first
            (["Páris", "PARIS", "paris"], "par", 10, ["Páris", "PARIS", "paris"]),  // case and diacritics ignored
            (["Paris"], "PÁR", 10, ["Paris"]),  // in the query too
            (["Paris", "Lyon", "Paris", "Lyon"], "", 10, ["Paris", "Lyon"]),  // duplicates dropped, first kept
            (["Nice", "Lyon", "Paris"], "", 2, ["Nice", "Lyon"]),  // empty query: the first entries
            (["Amparo", "Pará", "Spa", "Parque", "Séparé"], "pa", 10, ["Pará", "Parque", "Amparo", "Spa", "Séparé"]),
            (["Paris", "Parma", "Sparta"], "par", 2, ["Paris", "Parma"]),  // limit
            (["Paris", "Sparta", "Aparte"], "par", 2, ["Paris", "Sparta"]),
            (["Paris"], "par", 0, []),
            (["Paris"], "par", -1, []),
            ([], "par", 10, []),
            (["Paris", "Lyon"], "xyz", 10, []),
            (["Paris"], "parisienne", 10, []),  // longer than every entry
            (["parpar"], "par", 10, ["parpar"]),  // a prefix, once
            (["Saint-Étienne", "Saint Malo"], "t-e", 10, ["Saint-Étienne"]),  // punctuation is matched
            (["Les Baux", "Baux"], "baux", 10, ["Baux", "Les Baux"]),
            (["Café", "Cafe\u{301}"], "", 10, ["Café"]),  // canonically equal: duplicates
            (["Cafe"], "cafe\u{301}", 10, ["Cafe"]),
            (["Paris"], "\u{301}", 10, ["Paris"]),  // a query that folds to nothing
            (["São Paulo", "Ōsaka", "Ürümqi"], "o", 10, ["Ōsaka", "São Paulo"]),
            (["Straße", "Strasse"], "straß", 10, ["Straße"]),  // ß is not ss
            (["Łódź", "Lodz"], "lodz", 10, ["Lodz"]),  // Ł has no decomposition
            (["서울", "부산"], "서", 10, ["서울"]),
            (["東京", "京都"], "京", 10, ["京都", "東京"]),
        ] as [([String], String, Int, [String])])
    func matches(source: [String], query: String, limit: Int, expected: [String]) {
        #expect(InMemoryAutoFillSource(source).matches(for: query, limit: limit) == expected)
        #expect(AutoFillReference.matches(in: source, for: query, limit: limit) == expected)
    }

    @Test("a custom matcher and the built-in one passed explicitly answer alike when they agree")
    func builtInMatcherExplicitly() {
        let names = AutoFillPlaceNames.generate(count: 2_000, seed: 3)
        let indexed = InMemoryAutoFillSource(names)
        let explicit = InMemoryAutoFillSource(names, matcher: .prefixThenContains)
        let reference = AutoFillReference(names)
        let scanned = InMemoryAutoFillSource(
            names,
            matcher: AutoFillMatcher { query, candidate in
                AutoFillMatcher.prefixThenContains.kind(of: candidate, matching: query)
            })
        for query in ["", "b", "ba", "ville", "sur", "é", "xyz", "-n"] {
            let expected = reference.matches(for: query, limit: 20)
            #expect(indexed.matches(for: query, limit: 20) == expected, "\(query)")
            #expect(explicit.matches(for: query, limit: 20) == expected, "\(query)")
            #expect(scanned.matches(for: query, limit: 20) == expected, "\(query)")
        }
    }

    @Test("long texts, whose positions need four bytes, match as short ones")
    func longTexts() {
        let names = (0..<200).map { index in String(repeating: "ab", count: 600 + index) + "Ville \(index)" }
        let source = InMemoryAutoFillSource(names)
        let reference = AutoFillReference(names)
        for query in ["ab", "bab", "ville 19", "abville 1", "VILLE 199", "c"] {
            #expect(source.matches(for: query, limit: 20) == reference.matches(for: query, limit: 20), "\(query)")
        }
        source.remove(names[3])
        #expect(!source.matches(for: "ville 3", limit: 20).contains(names[3]))
    }

    @Test(
        "the built-in matcher's kinds",
        arguments: [
            ("Páris", "par", AutoFillMatcher.Kind?.some(.prefix)),
            ("Sparta", "PAR", .contains),
            ("Lyon", "par", nil),
            ("Lyon", "", .prefix),
            ("", "a", nil),
        ])
    func kinds(candidate: String, query: String, expected: AutoFillMatcher.Kind?) {
        #expect(AutoFillMatcher.prefixThenContains.kind(of: candidate, matching: query) == expected)
    }

    @Test("prefix matches are better than contains matches")
    func kindOrder() {
        #expect(AutoFillMatcher.Kind.prefix < .contains)
    }
}
