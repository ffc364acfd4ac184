// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let card = TextInputFormats.bankCardNumber()
print(card.status(of: "4111"))                       // incomplete
// snippet.hide
precondition(card.status(of: "4111") == .incomplete)
// snippet.show
print(card.status(of: "4111 1111 1111 1112"))        // incomplete: Visa numbers may have 19 digits
// snippet.hide
precondition(card.status(of: "4111 1111 1111 1112") == .incomplete)
// snippet.show
print(card.status(of: "3782 822463 10006"))          // invalid: American Express has only 15
// snippet.hide
precondition(card.status(of: "3782 822463 10006") == .invalid)
// snippet.show

let phone = TextInputFormats.phoneNumber(.options(defaultRegion: "GB"))
print(phone.status(of: "+44 7400 1"))                // incomplete: too short
// snippet.hide
precondition(phone.status(of: "+44 7400 1") == .incomplete)
// snippet.show
print(phone.status(of: "+44 7400 123456"))           // valid
// snippet.hide
precondition(phone.status(of: "+44 7400 123456") == .valid)
// snippet.show
print(phone.status(of: "+4474001234567"))            // invalid: too long
// snippet.hide
precondition(phone.status(of: "+4474001234567") == .invalid)
// snippet.show
print(phone.status(of: "094"))                       // invalid: no UK number starts with 94
// snippet.hide
precondition(phone.status(of: "094") == .invalid)
// snippet.show

let field = TextInputSimulator()
let binding = TextInputFormats.decimal(.options(locale: Locale(identifier: "en_US"), minimum: 10)).bind(to: field)
field.insert("5")
print(binding.status)                                // incomplete: "50" is within the bounds
// snippet.hide
precondition(binding.status == .incomplete)
// snippet.show
field.insert("0")
print(binding.status)                                // valid
// snippet.hide
precondition(binding.status == .valid)
