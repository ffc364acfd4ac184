import Testing
import TextInputCore

/// The matches of an autofill as a list shows them: in order, the selected one marked, and the
/// part of each that spells what the user typed.
@MainActor
@Suite("Autofill suggestions as rows")
struct TextInputSuggestionTests {
    @Test(
        "each row marks the part that spells the query, whatever its case and diacritics, and only the selected row is selected",
        arguments: [
            ("par", 0, [("Paris", "Par"), ("Parma", "Par"), ("Páros", "Pár"), ("Sparta", "par")]),
            ("par", 2, [("Paris", "Par"), ("Parma", "Par"), ("Páros", "Pár"), ("Sparta", "par")]),
            ("pra", 0, [("Prague", "Pra")]),
            ("lyon", 0, [("Lyon", "Lyon")]),
        ] as [(String, Int, [(text: String, emphasised: String)])]
    )
    func rows(typed: String, selectNextTimes: Int, expected: [(text: String, emphasised: String)]) {
        let form = TextInputAutoFillTests.Form()
        form.type(typed)
        for _ in 0..<selectNextTimes {
            form.suggestions.selectNext()
        }
        let rows = form.suggestions.suggestions(query: form.binding.enteredText)
        #expect(rows.map(\.text) == expected.map(\.text))
        #expect(rows.map(\.index) == Array(expected.indices))
        #expect(rows.map { row in row.matchedRange.map { String(row.text[$0]) } } == expected.map { Optional($0.emphasised) })
        #expect(rows.map(\.isSelected) == expected.indices.map { selectNextTimes > 0 && $0 == selectNextTimes - 1 })
    }

    @Test("no row is selected before the user selects a match, and a match by a source of one's own may emphasise nothing")
    func noSelectionNoEmphasis() {
        let form = TextInputAutoFillTests.Form()
        form.type("ar")
        let rows = form.suggestions.suggestions(query: "zz")
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { !$0.isSelected && $0.matchedRange == nil })
    }
}
