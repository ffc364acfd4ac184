// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let date = try TextInputFormats.mask("[00]{/}[00]{/}[0000]", overwrites: true)
let field = TextInputSimulator(text: "12/05/2024")
let binding = date.bind(to: field)
field.select(3..<3)
field.insert("0")
field.insert("7")
print(field.text)                          // "12/07/2024"
// snippet.hide
precondition(field.text == "12/07/2024")
// snippet.show
print(field.text[..<field.selectedRange.lowerBound]) // "12/07"
// snippet.hide
precondition("\(field.text[..<field.selectedRange.lowerBound])" == "12/07")
// snippet.show
print(binding.value?.isComplete ?? false) // true
// snippet.hide
precondition(binding.value?.isComplete == true)
