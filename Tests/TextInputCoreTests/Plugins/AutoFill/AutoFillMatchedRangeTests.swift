import Testing
import TextInputCore

/// The part of a suggestion a list emphasises as what the user typed.
@Suite("Autofill matched range")
struct AutoFillMatchedRangeTests {
    @Test(
        "the Characters that spell the query, case and diacritics aside, a prefix first",
        arguments: [
            ("Paris", "pa", "Pa"),
            ("PARIS", "paris", "PARIS"),
            ("Páros", "par", "Pár"),
            ("São Paulo", "sa", "Sã"),
            ("São Paulo", "paul", "Paul"),
            ("Sparta", "par", "par"),
            ("Saint-Malo", "malo", "Malo"),
            ("papa", "pa", "pa"),
            ("e\u{301}clair", "ecl", "e\u{301}cl"),
            ("Zürich", "ZUR", "Zür"),
            ("Łódź", "lodz", nil),
            ("Łódź", "łodz", "Łódź"),
            ("Lyon", "x", nil),
            ("Lyon", "", nil),
            ("Lyon", "Lyons", nil),
            ("한국", "한", "한"),
            ("한국", "하", nil),
            ("\u{301}ab", "ab", "ab"),
        ] as [(String, String, String?)])
    func matchedRange(match: String, query: String, emphasised: String?) {
        let range = match.autoFillMatchedRange(of: query)
        #expect(range.map { String(match[$0]) } == emphasised)
    }

    @Test("the range covers whole Characters of the suggestion")
    func wholeCharacters() throws {
        let match = "👍🏽 Café"
        let range = try #require(match.autoFillMatchedRange(of: "cafe"))
        #expect(match[range] == "Café")
        #expect(range.upperBound == match.endIndex)
    }
}
