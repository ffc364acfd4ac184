// snippet.hide
import TextInputCore
import TextInputTesting

// snippet.show
/// A field's account code: letters and digits, as an app's own value.
struct AccountCode: TextInputRedactedValue, Equatable, CustomStringConvertible, CustomReflectable {
    var text: String
    // `redaction` is `.lettersAndDigits` unless the type says otherwise.
    var description: String { "AccountCode(\(Self.redacted(text)))" }
    // What `dump` prints: without it, the stored text in full.
    var customMirror: Mirror { Mirror(self, children: ["text": Self.redacted(text)]) }
}

let accountCode = TextInputFormats.plain
    .filter(by: .alphanumerics.union(.whitespaces))
    .transformValue(direct: { AccountCode(text: $0) }, reverse: { $0.text })
let field = TextInputSimulator()
let binding = accountCode.bind(to: field)
var log: [String] = []
binding.eventHandler = { event in log.append("\(event)") }
for key in "GB82 WEST" { field.insert(String(key)) }
print(log.last ?? "")
// editingChanged(TextInputEditingState(text: "•••• ••••", selectedRange: 9..<9, value: •••••••••••(•••• ••••)), [text, selectedRange, value])
// snippet.hide
precondition(log.last == #"editingChanged(TextInputEditingState(text: "•••• ••••", selectedRange: 9..<9, value: •••••••••••(•••• ••••)), [text, selectedRange, value])"#)
precondition(log.allSatisfy { entry in !entry.contains("GB") && !entry.contains("WEST") && !entry.contains("82") })
precondition(binding.value == AccountCode(text: "GB82 WEST"))
// The format keeps every editing rule, its redaction over whole sessions included.
try TextInputFormatCheck(accountCode, samples: ["GB82 WEST"]).run()
