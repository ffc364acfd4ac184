// snippet.hide
import Foundation
import TextInputCore

var shownWhileTyping: [String] = []
// snippet.show
let field = TextInputSimulator()
let options = NumberTextInputOptions.options(locale: Locale(identifier: "en_US"), entry: .minorUnitsFirst)
let binding = TextInputFormats.currency(code: "USD", options).bind(to: field)
for digit in "12345" {
    field.insert(String(digit))
    print(field.text)               // "$0.01", "$0.12", "$1.23", "$12.34", "$123.45"
    // snippet.hide
    shownWhileTyping.append(field.text)
    // snippet.show
}
// snippet.hide
precondition(shownWhileTyping == ["$0.01", "$0.12", "$1.23", "$12.34", "$123.45"])
// snippet.show
field.backspace()
print(field.text)                   // "$12.34"
// snippet.hide
precondition(field.text == "$12.34")
// snippet.show
print(binding.value ?? 0)           // 12.34
// snippet.hide
precondition("\(binding.value ?? 0)" == "12.34")
