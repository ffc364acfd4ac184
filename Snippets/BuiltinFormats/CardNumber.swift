// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let field = TextInputSimulator()
let binding = TextInputFormats.bankCardNumber().bind(to: field)
field.insert("378282246310005")
print(field.text)                            // "3782 822463 10005"
// snippet.hide
precondition(field.text == "3782 822463 10005")
// snippet.show
print(binding.value?.cardBrand as Any)       // Optional(TextInputCore.BankCardBrand.amex)
// snippet.hide
precondition("\(binding.value?.cardBrand as Any)" == "Optional(TextInputCore.BankCardBrand.amex)")
// snippet.show
print(binding.value?.isValid ?? false)       // true
// snippet.hide
precondition(binding.value?.isValid == true)
