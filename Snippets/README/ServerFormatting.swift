import TextInputCore

let number = TextInputFormats.bankCardNumber().formatted("4111-1111-1111-1111")
print(number.text)                                        // "4111 1111 1111 1111"
print(number.value?.isValid ?? false)                     // true
print(number.value as Any)                                // Optional(BankCardNumber(Visa •••• 1111)): safe to log
// snippet.hide
precondition(number.text == "4111 1111 1111 1111")
precondition(number.value?.isValid == true)
precondition("\(number.value as Any)" == "Optional(BankCardNumber(Visa •••• 1111))")
