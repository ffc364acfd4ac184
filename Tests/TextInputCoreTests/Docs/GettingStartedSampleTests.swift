import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Docs/GettingStarted.md samples")
struct GettingStartedSampleTests {
    @Test("build, bind, read and set the value, handle events")
    func walkthrough() {
        let pin = TextInputFormats.plain
            .filter(by: .decimalDigits)                 // drop everything but digits from each insertion
            .filter(constrainingCharactersCount: 4)     // at most 4 Characters; a long paste is cut to fit

        let field = TextInputSimulator()
        let binding = pin.bind(to: field)
        field.insert("12ab345")
        print(field.text)        // "1234"
        print(binding.value)     // Optional("1234")
        #expect(field.text == "1234")
        #expect(binding.value == "1234")

        binding.value = "9876"
        print(field.text)        // "9876"
        #expect(field.text == "9876")
    }

    @Test("README: a server formats a request's field as the app's field would")
    func server() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let number = TextInputFormats.bankCardNumber().formatted("4111-1111-1111-1111")
        print(number.text)
        print(number.value?.isValid ?? false)
        print(number.value as Any)
        #expect(printed == ["4111 1111 1111 1111", "true", "Optional(BankCardNumber(Visa •••• 1111))"])
    }

    @Test("the event handler sample reports begin, value changes and end")
    func events() {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let field = TextInputSimulator(text: "9876")
        let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: field)
        binding.eventHandler = { event in
            switch event {
            case .editingDidBegin:
                print("focus")
            case let .editingChanged(state, changes):
                if changes.contains(.value) { print("value:", state.value ?? "none") }
            case .editingDidEnd:
                print("done")
            }
        }
        field.beginEditing()
        field.backspace()
        field.endEditing()
        #expect(printed == ["focus", "value: 987", "done"])
    }
}

@MainActor
@Suite("README.md quick start")
struct ReadmeSampleTests {
    @Test("the quick start formats a card number and reports its brand")
    func quickStart() {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        let field = TextInputSimulator()                          // or your UITextField / NSTextField
        let card = TextInputFormats.bankCardNumber().bind(to: field)
        card.eventHandler = { event in
            if case let .editingChanged(state, _) = event { print(state.text, state.value?.cardBrand as Any) }
        }
        field.insert("4111111111111111")                          // field.text == "4111 1111 1111 1111"
        print(card.value?.isValid ?? false)                       // true: Visa, 16 digits, Luhn check passes
        #expect(field.text == "4111 1111 1111 1111")
        #expect(printed == ["4111 1111 1111 1111 Optional(TextInputCore.BankCardBrand.visa)", "true"])
    }
}
