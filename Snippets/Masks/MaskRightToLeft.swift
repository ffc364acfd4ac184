// snippet.hide
import TextInputCore

// snippet.show
let amount = try TextInputFormats.mask("[000] [000] [000]", isRightToLeft: true)
let field = TextInputSimulator()
amount.bind(to: field)
for key in "1234567" { field.insert(String(key)) }
print(field.text) // "1 234 567"
// snippet.hide
precondition(field.text == "1 234 567")
