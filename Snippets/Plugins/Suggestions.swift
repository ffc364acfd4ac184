// snippet.hide
import Foundation
import TextInputCore

// snippet.show
// snippet.suggestions
let cities = InMemoryAutoFillSource(["Paris", "Parma", "Sparta", "Páros", "Lyon"])
let cityField = TextInputSimulator()
let cityBinding = TextInputFormats.plain.bind(to: cityField)
let suggestions = TextInputAutoFill(source: cities, options: .options(limit: 10, minimumQueryLength: 1))
cityBinding.attach(suggestions)

cityField.insert("p")
cityField.insert("a")
print(suggestions.matches)            // ["Paris", "Parma", "Páros", "Sparta"]
// snippet.hide
precondition(suggestions.matches == ["Paris", "Parma", "Páros", "Sparta"])
// snippet.show
print(cityBinding.toolbarItems)       // [.autoFill]: shows or hides the list
// snippet.hide
precondition(cityBinding.toolbarItems == [.autoFill])
// snippet.show
suggestions.selectNext()              // ↓ in a list, a tap on a row
cityField.pressReturn()               // accepts "Paris" through the format
print(cityBinding.value ?? "")        // "Paris"
// snippet.hide
precondition((cityBinding.value ?? "") == "Paris")
// snippet.show
// snippet.completion
let destination = TextInputSimulator()
let trip = TextInputFormats.plain.completing(from: cities).bind(to: destination)
destination.insert("L")
print(destination.text)       // "Lyon", with "yon" selected
// snippet.hide
precondition(destination.text == "Lyon")
precondition(destination.text[destination.selectedRange] == "yon")
// snippet.show
print(trip.value ?? "")       // "L"
// snippet.hide
precondition((trip.value ?? "") == "L")
// snippet.show
destination.pressReturn()
print(trip.value ?? "")       // "Lyon"
// snippet.hide
precondition((trip.value ?? "") == "Lyon")
