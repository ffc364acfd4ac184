import TextInputCore

let phone = try TextInputFormats.mask("+1 ([000]) [000]-[0000]")
let field = TextInputSimulator()          // or a UITextField / NSTextField
let binding = phone.bind(to: field)

field.insert("5")                         // "+1 (5"
// snippet.hide
precondition(field.text == "+1 (5")
// snippet.show
field.insert("5")                         // "+1 (55"
// snippet.hide
precondition(field.text == "+1 (55")
// snippet.show
field.insert("5")                         // "+1 (555) "  — the separators come by themselves
print(binding.value?.extractedValue ?? "")             // "555"
print(binding.value?.isComplete ?? false)            // false
// snippet.hide
precondition(field.text == "+1 (555) ")
precondition(binding.value?.extractedValue == "555")
precondition(binding.value?.isComplete == false)

// The article's table of edits: pasting, deleting, and deleting with autoskip.
let pasted = TextInputSimulator()
phone.bind(to: pasted)
pasted.insert("555")
precondition(pasted.text == "+1 (555")
let deleted = TextInputSimulator(text: "+1 (555) ")
phone.bind(to: deleted)
deleted.backspace()
precondition(deleted.text == "+1 (555)")
deleted.backspace()
precondition(deleted.text == "+1 (555")
let autoskipping = TextInputSimulator(text: "+1 (555) 1")
try TextInputFormats.mask("+1 ([000]) [000]-[0000]", autoskip: true).bind(to: autoskipping)
autoskipping.backspace()
precondition(autoskipping.text == "+1 (555")
