// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let number = try BankCardNumber(digitsString: "378282246310005")
print(number.formatted(.bankCardNumber))            // "3782 822463 10005"
// snippet.hide
precondition("\(number.formatted(.bankCardNumber))" == "3782 822463 10005")
// snippet.show
print(number.formatted(.bankCardNumber.masked))     // "•••• •••••• •0005"
// snippet.hide
precondition("\(number.formatted(.bankCardNumber.masked))" == "•••• •••••• •0005")
// snippet.show
let pasted = try BankCardNumber.FormatStyle().parse("3782-822463-10005")
print(pasted == number)                             // true
// snippet.hide
precondition(pasted == number)
