import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("TextInputBinding")
struct TextInputBindingTests {
    let digits = TextInputFormats.plain.filter(by: .decimalDigits)

    @Test("filtering keeps the allowed characters of a paste and puts the caret after them")
    func pasteIsFiltered() {
        let field = TextInputSimulator()
        let binding = digits.bind(to: field)
        field.insert("12ab34")
        #expect(field.text == "1234")
        #expect(field.selectedCharacterRange == 4..<4)
        #expect(binding.value == "1234")
    }

    @Test("binding a field with text formats that text as a paste")
    func bindFormatsExistingText() {
        let field = TextInputSimulator(text: "1a2b")
        let binding = digits.bind(to: field)
        #expect(field.text == "12")
        #expect(binding.value == "12")
    }

    @Test("setting value writes through the formatter and reports the change")
    func settingValue() {
        let field = TextInputSimulator()
        let binding = digits.bind(to: field)
        var events: [TextInputEditingChanges] = []
        binding.eventHandler = { event in
            if case let .editingChanged(_, changes) = event { events.append(changes) }
        }
        binding.value = "9x8"
        #expect(field.text == "98")
        #expect(field.selectedCharacterRange == 2..<2)
        #expect(events == [[.text, .value, .selectedRange]])
        binding.value = nil
        #expect(field.text == "")
    }

    @Test("the binding lives as long as its field")
    func ownership() {
        let field = TextInputSimulator()
        weak var weakBinding: TextInputBinding<String>?
        do {
            let binding = digits.bind(to: field)
            weakBinding = binding
        }
        #expect(weakBinding != nil)
        field.insert("a1")
        #expect(field.text == "1")
    }

    @Test("unbind restores the plain field and keeps the text")
    func unbind() {
        let field = TextInputSimulator()
        let binding = digits.bind(to: field)
        field.insert("1")
        binding.unbind()
        field.insert("a")
        #expect(field.text == "1a")
        #expect(binding.host == nil)
        #expect(binding.text == "1")
    }

    @Test("binding a bound field replaces the old binding")
    func rebind() {
        let field = TextInputSimulator()
        let first = digits.bind(to: field)
        let second = TextInputFormats.plain.filter(constrainingCharactersCount: 2).bind(to: field)
        #expect(first.host == nil)
        field.insert("abc")
        #expect(field.text == "ab")
        #expect(second.value == "ab")
    }

    @Test("marked text is not formatted until it is committed, then as one insertion")
    func composition() {
        let field = TextInputSimulator(text: "1")
        digits.bind(to: field)
        field.setMarkedText("w")
        #expect(field.text == "1w")
        field.setMarkedText("王")
        #expect(field.text == "1王")
        field.unmarkText()
        #expect(field.text == "1")
        field.setMarkedText("２")
        field.unmarkText()
        #expect(field.text == "1２")
    }
}
