// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let field = TextInputSimulator()
let binding = TextInputFormats.iban().bind(to: field)
field.paste("gb82 west 1234 5698 7654 32")
print(field.text)                                  // "GB82 WEST 1234 5698 7654 32"
// snippet.hide
precondition(field.text == "GB82 WEST 1234 5698 7654 32")
// snippet.show
print(binding.value?.electronicFormat ?? "")       // "GB82WEST12345698765432"
// snippet.hide
precondition(binding.value?.electronicFormat == "GB82WEST12345698765432")
// snippet.show
print(binding.status)                              // valid
// snippet.hide
precondition(binding.status == .valid)
// snippet.show
print(binding.value.map { "\($0)" } ?? "")         // "GB•• •••• •••• •••• ••54 32"
// snippet.hide
precondition(binding.value.map { "\($0)" } == "GB•• •••• •••• •••• ••54 32")
// snippet.show

// Backspace after a space deletes the character before it.
field.select(10..<10)                              // "GB82 WEST |1234 …"
field.backspace()
print(field.text)                                  // "GB82 WES1 2345 6987 6543 2"
// snippet.hide
precondition(field.text == "GB82 WES1 2345 6987 6543 2")
// snippet.show
print(binding.status)                              // invalid: a digit among the bank's letters
// snippet.hide
precondition(binding.status == .invalid)
// snippet.show

let iban = try IBAN(electronicFormat: "NO9386011117947")
print(iban.formatted(.iban))                       // "NO93 8601 1117 947"
// snippet.hide
precondition(iban.formatted(.iban) == "NO93 8601 1117 947")
// snippet.show
print(iban.countryCode, iban.checkDigits, iban.bban, iban.isValid)  // NO 93 86011117947 true
// snippet.hide
precondition(iban.countryCode == "NO" && iban.checkDigits == "93" && iban.bban == "86011117947" && iban.isValid)
