import Testing
import TextInputCore

@MainActor
@Suite("Inline completion")
struct InlineCompletionTests {
    nonisolated static let cities = InMemoryAutoFillSource(["Paris", "Parma", "Prague", "São Paulo", "Zürich", "Perth"])

    /// A city field completing from ``cities``, and the texts its binding reported.
    @MainActor
    struct City {
        let field: TextInputSimulator
        let binding: TextInputBinding<String>
        let log = Log()

        @MainActor
        final class Log {
            var texts: [String] = []
            var values: [String?] = []
        }

        init(_ reporting: EditKindReporting = .withKinds, window: TextInputSimulatorWindow? = nil) {
            field = TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window)
            binding = TextInputFormats.plain.completing(from: InlineCompletionTests.cities).bind(to: field)
            let log = log
            binding.eventHandler = { event in
                if case let .editingChanged(state, changes) = event {
                    log.texts.append(state.text)
                    if changes.contains(.value) { log.values.append(state.value) }
                }
            }
        }

        func type(_ text: String) {
            for character in text {
                field.insert(String(character))
            }
        }

        /// The field as text with the selection in brackets: "Pa[ris]", or a caret: "Pa|".
        var shown: String {
            let text = field.text
            let range = field.selectedRange
            guard !range.isEmpty else { return text[..<range.lowerBound] + "|" + text[range.upperBound...] }
            return text[..<range.lowerBound] + "[" + text[range] + "]" + text[range.upperBound...]
        }
    }

    @Test("typing shows the rest of the best match, selected; the value and events hold only what was typed", arguments: EditKindReporting.allCases)
    func suggests(reporting: EditKindReporting) {
        let city = City(reporting)
        city.type("Pa")
        #expect(city.shown == "Pa[ris]")
        #expect(city.binding.value == "Pa")
        #expect(city.binding.provisionalRange.map { String(city.field.text[$0]) } == "ris")
        #expect(city.log.texts == ["P", "Pa"])
        #expect(city.log.values == ["P", "Pa"])
    }

    @Test("a character that agrees keeps the suggestion; one that does not asks again", arguments: EditKindReporting.allCases)
    func agreeing(reporting: EditKindReporting) {
        let city = City(reporting)
        city.type("Par")
        #expect(city.shown == "Par[is]")
        city.type("m")
        #expect(city.shown == "Parm[a]")
        city.type("x")
        #expect(city.shown == "Parmx|")
        #expect(city.binding.value == "Parmx")
    }

    @Test("case and diacritics aside: what was typed stays as typed", arguments: EditKindReporting.allCases)
    func foldedMatch(reporting: EditKindReporting) {
        let city = City(reporting)
        city.type("sao")
        #expect(city.shown == "sao[ Paulo]")
        city.type("zu")
        #expect(city.shown == "saozu|")
        let other = City(reporting)
        other.type("zu")
        #expect(other.shown == "zu[rich]")
    }

    @Test("Backspace removes the suggestion first, then deletes", arguments: EditKindReporting.allCases)
    func backspace(reporting: EditKindReporting) {
        let city = City(reporting)
        city.type("Pa")
        city.field.backspace()
        #expect(city.shown == "Pa|")
        #expect(city.binding.provisionalRange == nil)
        city.field.backspace()
        #expect(city.shown == "P|")
        #expect(city.binding.value == "P")
    }

    @Test("Return accepts the suggestion: it becomes the value")
    func returnAccepts() {
        let city = City()
        city.type("Pr")
        city.field.pressReturn()
        #expect(city.shown == "Prague|")
        #expect(city.binding.value == "Prague")
        #expect(city.binding.provisionalRange == nil)
        #expect(city.log.values.last == "Prague")
    }

    @Test("moving the caret to the end accepts; moving it elsewhere drops the suggestion and stays there")
    func caretMoves() {
        let city = City()
        city.type("Pa")
        city.field.select(5..<5)
        #expect(city.shown == "Paris|")
        #expect(city.binding.value == "Paris")
        let other = City()
        other.type("Pa")
        other.field.select(1..<1)
        #expect(other.shown == "P|a")
        #expect(other.binding.value == "Pa")
    }

    @Test("leaving the field, or unbinding it, drops the suggestion")
    func leaving() {
        let city = City()
        city.type("Pa")
        city.field.endEditing()
        #expect(city.field.text == "Pa")
        #expect(city.binding.value == "Pa")
        let other = City()
        other.type("Pe")
        other.binding.unbind()
        #expect(other.field.text == "Pe")
    }

    @Test("Next accepts the suggestion, and moves on")
    func nextAccepts() {
        let window = TextInputSimulatorWindow()
        let city = City(window: window)
        let next = TextInputSimulator(window: window)
        let navigator = TextInputFormNavigator([city.binding, TextInputFormats.plain.bind(to: next)])
        city.type("Pe")
        #expect(city.binding.performToolbarItem(.next(isEnabled: true)))
        #expect(city.field.text == "Perth")
        #expect(city.binding.value == "Perth")
        #expect(navigator.focusedIndex == 1)
        city.field.beginEditing()
        city.type("x")
        city.field.pressReturn()
        #expect(next.isEditing)
    }

    @Test("only typing suggests: not a paste, not a deletion, not text an input method still composes")
    func onlyTyping() {
        let city = City()
        city.field.paste("Pa")
        #expect(city.shown == "Pa|")
        city.type("r")
        #expect(city.shown == "Par[is]")
        city.field.backspace()
        city.field.backspace()
        #expect(city.shown == "Pa|")

        let composing = City()
        composing.type("P")
        composing.field.setMarkedText("a")
        #expect(composing.binding.provisionalRange == nil)
        composing.field.unmarkText()
        #expect(composing.shown == "Pa[ris]")
        composing.field.setMarkedText("r")
        #expect(composing.field.text == "Par")
        #expect(composing.binding.provisionalRange == nil)
        composing.field.unmarkText()
        #expect(composing.shown == "Par[is]")
        #expect(composing.binding.value == "Par")
    }

    @Test("the suggestion goes through the format: a card number is suggested grouped")
    func formattedSuggestion() {
        let saved = InMemoryAutoFillSource(["4242 4242 4242 4242"])
        let field = TextInputSimulator()
        let binding = TextInputFormats.bankCardNumber().completing(from: saved).bind(to: field)
        field.insert("4")
        field.insert("2")
        #expect(field.text == "4242 4242 4242 4242")
        #expect(binding.value?.digitsString == "42")
        field.pressReturn()
        #expect(binding.value?.digitsString == "4242424242424242")
    }

    @Test("a field of a shared format remembers its own suggestion")
    func sharedFormat() {
        let format = TextInputFormats.plain.completing(from: InlineCompletionTests.cities)
        let first = TextInputSimulator()
        let second = TextInputSimulator()
        let firstBinding = format.bind(to: first)
        let secondBinding = format.bind(to: second)
        first.insert("P")
        second.insert("Z")
        #expect(first.text == "Paris")
        #expect(second.text == "Zürich")
        #expect(firstBinding.value == "P")
        #expect(secondBinding.value == "Z")
    }
}
