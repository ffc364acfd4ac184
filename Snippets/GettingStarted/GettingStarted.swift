// snippet.hide
// What the snippet prints, to check that it prints what the article says.
var printed: [String] = []
@MainActor func print(_ items: Any...) {
    printed.append(items.map { "\($0)" }.joined(separator: " "))
    Swift.print(printed[printed.count - 1])
}

// snippet.show
// snippet.build
import TextInputCore

let pin = TextInputFormats.plain
    .filter(by: .decimalDigits)                 // drop everything but digits from each insertion
    .filter(constrainingCharactersCount: 4)     // at most 4 Characters; a long paste is cut to fit

// snippet.bind
let field = TextInputSimulator()
let binding = pin.bind(to: field)
field.insert("12ab345")
print(field.text)        // "1234"
print(binding.value as Any)  // Optional("1234")
// snippet.hide
precondition(field.text == "1234")
precondition(binding.value == "1234")

// snippet.show
// snippet.value
binding.value = "9876"
print(field.text)        // "9876"
// snippet.hide
precondition(field.text == "9876")
field.endEditing()

// snippet.show
// snippet.events
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
// snippet.hide
field.beginEditing()
field.backspace()
field.endEditing()
precondition(printed == ["1234", #"Optional("1234")"#, "9876", "focus", "value: 987", "done"], "\(printed)")
