// snippet.hide
import TextInputCore

// snippet.show
let mask = try Mask("+1 ([000]) [000]-[0000]")
print(mask.placeholder)                             // "+1 (000) 000-0000"
let pasted = try TextInputFormats.mask([mask]).formatted("5551234567")
print(pasted.text)                                  // "+1 (555) 123-4567"
print(pasted.value?.extractedValue ?? "")           // "5551234567"
// snippet.hide
precondition(mask.placeholder == "+1 (000) 000-0000")
precondition(pasted.text == "+1 (555) 123-4567")
precondition(pasted.value?.extractedValue == "5551234567")

// The article's translations of masks from other libraries.
let translatedHashMask = try TextInputFormats.mask("+1 ([000]) [000]-[0000]").formatted("4155552671")
precondition(translatedHashMask.text == "+1 (415) 555-2671")
let translatedNineMask = try TextInputFormats.mask("([000]) [000]-[0000]").formatted("4155552671")
precondition(translatedNineMask.text == "(415) 555-2671")
let dateWithItsDots = try TextInputFormats.mask("[00]{.}[00]{.}[0000]").formatted("31121999")
precondition(dateWithItsDots.value?.extractedValue == "31.12.1999")
