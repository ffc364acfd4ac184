// snippet.hide
import TextInputCore

// snippet.show
let pin = TextInputFormats.plain
    .filter(by: .decimalDigits)
    .filter(constrainingCharactersCount: 4)
let field = TextInputSimulator()
let binding = pin.bind(to: field)
// snippet.hide
field.insert("12a345")
precondition(field.text == "1234")
precondition(binding.value == "1234")
