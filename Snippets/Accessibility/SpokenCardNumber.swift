// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let format = TextInputFormats.bankCardNumber()
let spoken = format.spokenText(of: "4111 1111 1111 1111", locale: Locale(identifier: "en_US"))
print(spoken.text)             // "4111 1111 1111 1111"
// snippet.hide
precondition(spoken.text == "4111 1111 1111 1111")
// snippet.show
let groups = spoken.spellOutRanges   // [0..<4, 5..<9, 10..<14, 15..<19]: "four one one one, one one one one…"
// snippet.hide
precondition(groups == [0..<4, 5..<9, 10..<14, 15..<19])
// snippet.show

let field = TextInputSimulator()
let binding = try TextInputFormats.mask("+1 ([000]) [000]-[0000]", showsRemainder: true, remainderSlotCharacter: "_")
    .bind(to: field)
field.beginEditing()
field.insert("555")
print(field.text)              // "+1 (555) ___-____"
// snippet.hide
precondition(field.text == "+1 (555) ___-____")
// snippet.show
print(binding.spokenText(locale: Locale(identifier: "en_US")).text)   // "+1 (555, seven digits left"
// snippet.hide
precondition(binding.spokenText(locale: Locale(identifier: "en_US")).text == "+1 (555, seven digits left")
