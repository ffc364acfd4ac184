// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let options = PhoneNumberTextInputOptions.options(
    defaultRegion: "GB",
    startsWithCallingCode: true,      // an empty field shows "+44 " when editing begins
    endOfEditingStyle: .e164)         // once editing ends it shows "+442079460958"
let field = TextInputSimulator()
let binding = TextInputFormats.phoneNumber(options).bind(to: field)
field.beginEditing()
print(field.text)                   // "+44 "
// snippet.hide
precondition(field.text == "+44 ")
// snippet.show
field.insert("2079460958")
print(field.text)                   // "+44 20 7946 0958"
// snippet.hide
precondition(field.text == "+44 20 7946 0958")
// snippet.show
field.endEditing()
print(field.text)                   // "+442079460958"
// snippet.hide
precondition(field.text == "+442079460958")
// snippet.show
field.beginEditing()
print(field.text)                   // "+44 20 7946 0958"
// snippet.hide
precondition(field.text == "+44 20 7946 0958")
