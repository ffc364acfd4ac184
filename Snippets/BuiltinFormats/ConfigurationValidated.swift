// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let code = try BankCardSecurityCode.validatedLength(4)
let card = try BankCardNumberTextInputOptions.options(maxLength: 16).validated()
let phone = try PhoneNumberTextInputOptions.options(defaultRegion: "GB").validated()
// snippet.hide
precondition(code == 4)
precondition(card.maxLength == 16)
precondition(phone.defaultRegion == "GB")
