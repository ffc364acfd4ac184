// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let field = TextInputSimulator()
let binding = TextInputFormats.date(.options(locale: Locale(identifier: "de_DE"))).bind(to: field)
field.insert("4")
print(field.text)                      // "04."
// snippet.hide
precondition(field.text == "04.")
// snippet.show
field.insert("3")
print(field.text)                      // "04.03."
// snippet.hide
precondition(field.text == "04.03.")
// snippet.show
for digit in "2024" { field.insert(String(digit)) }
print(field.text)                      // "04.03.2024"
// snippet.hide
precondition(field.text == "04.03.2024")
// snippet.show
print(binding.value == Date(timeIntervalSince1970: 1_709_510_400))   // true: 4 March 2024, 00:00 UTC
// snippet.hide
precondition(binding.value == Date(timeIntervalSince1970: 1_709_510_400))
