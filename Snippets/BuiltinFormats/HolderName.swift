// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let field = TextInputSimulator()
let binding = TextInputFormats.bankCardHolderName().bind(to: field)
field.insert("Zoë O’Neil")
print(field.text)              // "ZOE O'NEIL"
// snippet.hide
precondition(field.text == "ZOE O'NEIL")
// snippet.show
print(binding.value ?? "")     // "ZOE O'NEIL"
// snippet.hide
precondition((binding.value ?? "") == "ZOE O'NEIL")
