// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let options = PhoneNumberTextInputOptions.options(
    defaultRegion: "GB",              // numbers typed without + belong here (default: the user's region, else "US")
    allowedRegions: ["GB", "IE"],     // other regions' numbers still format, but give no value (default: all)
    alwaysInternational: true)        // show "+44 20 7946 0958" even for "020 7946 0958" (default: false)
let format = TextInputFormats.phoneNumber(options)
// snippet.hide
let field = TextInputSimulator()
let binding = format.bind(to: field)
field.insert("020 7946 0958")
precondition(field.text == "+44 20 7946 0958")
precondition(binding.value != nil)
binding.value = nil
field.insert("+1 415 555 2671")
precondition(field.text == "+1 415-555-2671")
precondition(binding.value == nil)
