// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let phone = try TextInputFormats.mask("+1 ([000]) [000]-[0000]", showsRemainder: true, remainderSlotCharacter: "_")
let field = TextInputSimulator()
let binding = phone.bind(to: field)
field.beginEditing()
field.paste("555")
print(field.text)                         // "+1 (555) ___-____"
// snippet.hide
precondition(field.text == "+1 (555) ___-____")
// snippet.show
print(binding.value?.formattedText ?? "") // "+1 (555"
// snippet.hide
precondition((binding.value?.formattedText ?? "") == "+1 (555")
// snippet.show
field.endEditing()
print(field.text)                         // "+1 (555"
// snippet.hide
precondition(field.text == "+1 (555")
