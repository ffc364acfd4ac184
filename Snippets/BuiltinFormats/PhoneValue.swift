// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let number = PhoneNumber(parsing: "020 7946 0958", defaultRegion: "GB")
print(number?.formattedInternational ?? "")   // "+44 20 7946 0958"
// snippet.hide
precondition((number?.formattedInternational ?? "") == "+44 20 7946 0958")
// snippet.show
print(number?.type == .fixedLine)             // true
// snippet.hide
precondition(number?.type == .fixedLine)
