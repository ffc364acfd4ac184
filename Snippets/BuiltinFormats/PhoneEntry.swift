// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let field = TextInputSimulator()
let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
field.insert("4155552671")
print(field.text)                  // "(415) 555-2671"
// snippet.hide
precondition(field.text == "(415) 555-2671")
// snippet.show
print(binding.value?.e164 ?? "")   // "+14155552671"
// snippet.hide
precondition((binding.value?.e164 ?? "") == "+14155552671")
