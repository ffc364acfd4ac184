import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Autofill matches as completions of the word being typed")
struct TextInputAutoFillWordCompletionsTests {
    /// A field with suggestions from `entries`, showing `typed`.
    static func suggestions(_ entries: [String], typing typed: String) -> (TextInputAutoFill, TextInputSimulator) {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        let autoFill = TextInputAutoFill(source: InMemoryAutoFillSource(entries))
        binding.attach(autoFill)
        field.paste(typed)
        return (autoFill, field)
    }

    @Test("a field of one word gets every match as it is: other case, accents, and matches inside")
    func oneWord() {
        let (autoFill, field) = Self.suggestions(["Paris", "Sparta", "Páros", "Lyon"], typing: "par")
        let completions = autoFill.completions(forPartialWordUTF16Range: NSRange(location: 0, length: 3), in: field.text)
        #expect(completions == ["Paris", "Páros", "Sparta"])
    }

    @Test("after the first word, a match is offered as the rest that replaces the word being typed")
    func laterWord() {
        let (autoFill, field) = Self.suggestions(["New York", "New Orleans", "Newark"], typing: "New")
        field.insert(" ")
        field.insert("Y")
        let completions = autoFill.completions(forPartialWordUTF16Range: NSRange(location: 4, length: 1), in: field.text)
        #expect(completions == ["York"])
    }

    @Test("a match whose start differs from the text before the word, even in case only, cannot be reached and is left out")
    func differentStart() {
        let (autoFill, field) = Self.suggestions(["New York"], typing: "new y")
        #expect(autoFill.matches == ["New York"])
        #expect(autoFill.completions(forPartialWordUTF16Range: NSRange(location: 4, length: 1), in: field.text).isEmpty)
    }

    @Test("text after the caret must end the match")
    func textAfterTheCaret() {
        let (autoFill, _) = Self.suggestions(["Saint-Malo", "Saint-Étienne"], typing: "Saint")
        // "Sa|int" with the caret after "Sa": AppKit completes "Sa", and "int" stays after it.
        let completions = autoFill.completions(forPartialWordUTF16Range: NSRange(location: 0, length: 2), in: "Saint")
        #expect(completions.isEmpty)  // neither match ends with "int"
        let whole = autoFill.completions(forPartialWordUTF16Range: NSRange(location: 0, length: 5), in: "Saint")
        #expect(whole == ["Saint-Malo", "Saint-Étienne"])
    }

    @Test("a range that splits a Character or lies past the text is clamped and widened")
    func unreliableRange() {
        let (autoFill, field) = Self.suggestions(["🇫🇷 Paris", "🇫🇷 Lyon"], typing: "🇫🇷")
        // The flag is 4 UTF-16 units; a range from its middle covers all of it.
        #expect(autoFill.completions(forPartialWordUTF16Range: NSRange(location: 2, length: 9), in: field.text) == ["🇫🇷 Paris", "🇫🇷 Lyon"])
    }

    @Test("no matches, no completions")
    func noMatches() {
        let (autoFill, field) = Self.suggestions(["Paris"], typing: "xyz")
        #expect(autoFill.completions(forPartialWordUTF16Range: NSRange(location: 0, length: 3), in: field.text).isEmpty)
    }
}
