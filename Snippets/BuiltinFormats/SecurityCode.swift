// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let numberField = TextInputSimulator()
let codeField = TextInputSimulator()
let number = TextInputFormats.bankCardNumber().bind(to: numberField)
let code = number.bindSecurityCode(to: codeField)
numberField.insert("3782")
codeField.insert("12345")
print(codeField.text)          // "1234": American Express codes have 4 digits
// snippet.hide
precondition(codeField.text == "1234")
// snippet.show
numberField.selectAll()
numberField.insert("4242")
print(codeField.text)          // "123": Visa codes have 3
// snippet.hide
precondition(codeField.text == "123")
// snippet.show
print(code.value?.digitsString ?? "")   // "123"
// snippet.hide
precondition((code.value?.digitsString ?? "") == "123")
