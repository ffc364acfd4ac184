// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let usPhone = MaskedText.FormatStyle(mask: try Mask("+1 ([000]) [000]-[0000]"))
let masked = try usPhone.parse("555.123.4567")
print(masked.extractedValue)          // "5551234567"
// snippet.hide
precondition("\(masked.extractedValue)" == "5551234567")
// snippet.show
print(masked.formatted(usPhone))      // "+1 (555) 123-4567"
// snippet.hide
precondition("\(masked.formatted(usPhone))" == "+1 (555) 123-4567")
