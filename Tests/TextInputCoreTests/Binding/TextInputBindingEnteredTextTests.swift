import Testing
import TextInputCore

/// The text the user entered, which views query suggestions with.
@MainActor
@Suite("Entered text")
struct TextInputBindingEnteredTextTests {
    @Test("is the whole text without an inline suggestion")
    func wholeText() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        field.insert("Lyo")
        #expect(binding.enteredText == "Lyo")
    }

    @Test("leaves out the suggestion an inline completion shows")
    func withoutSuggestion() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.completing(from: InMemoryAutoFillSource(["Lyon"])).bind(to: field)
        field.insert("L")
        #expect(field.text == "Lyon")
        #expect(binding.enteredText == "L")
        field.pressReturn()
        #expect(binding.enteredText == "Lyon")
    }
}
