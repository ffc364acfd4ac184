// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let field = TextInputSimulator()
let amount = TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US")))
let binding = amount.bind(to: field)
field.insert("1234567")
print(field.text)                   // "$1,234,567.00"
// snippet.hide
precondition(field.text == "$1,234,567.00")
// snippet.show
binding.value = 1234.5
print(field.text)                   // "$1,234.50"
// snippet.hide
precondition(field.text == "$1,234.50")
// snippet.show
print(binding.value ?? 0)           // 1234.5
// snippet.hide
precondition("\(binding.value ?? 0)" == "1234.5")
