// snippet.hide
import TextInputCore

// snippet.show
let russianPhone = try TextInputFormats.mask(
    "+7 ([000]) [000]-[00]-[00]",
    affineFormats: ["8 ([000]) [000]-[00]-[00]"],
    affinityStrategy: .prefix)
let field = TextInputSimulator()
let binding = russianPhone.bind(to: field)
for key in "89123456789" { field.insert(String(key)) }
print(field.text)                        // "8 (912) 345-67-89"
print(binding.value?.extractedValue ?? "")     // "9123456789"
// snippet.hide
precondition(field.text == "8 (912) 345-67-89")
precondition(binding.value?.extractedValue == "9123456789")

// The article's table, keystroke by keystroke.
let steps = TextInputSimulator()
russianPhone.bind(to: steps)
steps.insert("8")
precondition(steps.text == "8 (")
steps.insert("9")
precondition(steps.text == "8 (9")
// What the primary mask alone shows for the same keys.
let primaryOnly = TextInputSimulator()
try TextInputFormats.mask("+7 ([000]) [000]-[00]-[00]").bind(to: primaryOnly)
var shownByPrimary: [String] = []
for key in "89123456789" {
    primaryOnly.insert(String(key))
    shownByPrimary.append(primaryOnly.text)
}
precondition(shownByPrimary[0] == "+7 (8")
precondition(shownByPrimary[1] == "+7 (89")
precondition(shownByPrimary.last == "+7 (891) 234-56-78")
let plus = TextInputSimulator()
russianPhone.bind(to: plus)
plus.insert("+")
precondition(plus.text == "+7 (")
