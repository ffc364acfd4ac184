// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let field = TextInputSimulator()
let binding = TextInputFormats.bankCardExpiryDate().bind(to: field)
field.insert("1")
field.insert("2")
print(field.text)                      // "12/"
// snippet.hide
precondition(field.text == "12/")
// snippet.show
field.insert("3")
field.insert("4")
print(field.text)                      // "12/34"
// snippet.hide
precondition(field.text == "12/34")
// snippet.show
print(binding.value?.month ?? 0)       // 12
// snippet.hide
precondition("\(binding.value?.month ?? 0)" == "12")
// snippet.show
print(binding.value?.year ?? 0)        // 2034
// snippet.hide
precondition("\(binding.value?.year ?? 0)" == "2034")
