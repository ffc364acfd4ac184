// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let us = PhoneNumberTextInputOptions.options(defaultRegion: "US")
print(us.regionCode(forText: "+44 20"))              // "GB"
// snippet.hide
precondition("\(us.regionCode(forText: "+44 20"))" == "GB")
// snippet.show
print(us.regionCode(forText: "(415)"))               // "US"
// snippet.hide
precondition("\(us.regionCode(forText: "(415)"))" == "US")
// snippet.show
print(us.regionCode(forText: "+1 204 234 5678"))     // "CA"
// snippet.hide
precondition("\(us.regionCode(forText: "+1 204 234 5678"))" == "CA")
// snippet.show
print(PhoneNumberRegion(code: "CA")?.flag ?? "")     // "🇨🇦"
// snippet.hide
precondition("\(PhoneNumberRegion(code: "CA")?.flag ?? "")" == "🇨🇦")
// snippet.show
print(us.placeholder())                              // "(201) 555-0123"
// snippet.hide
precondition("\(us.placeholder())" == "(201) 555-0123")
// snippet.show
print(us.placeholder(forText: "+44"))                // "+44 7400 123456"
// snippet.hide
precondition("\(us.placeholder(forText: "+44"))" == "+44 7400 123456")
