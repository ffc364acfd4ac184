// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let today = Date()
let birthday = TextInputFormats.date(.options(locale: Locale(identifier: "en_US"), maximum: today))
let text = birthday.serializer.string(for: Date(timeIntervalSince1970: 0))
print(text)                            // "01/01/1970"
// snippet.hide
precondition("\(text)" == "01/01/1970")
// snippet.show
print(try birthday.serializer.value(for: "01/01/1970") == Date(timeIntervalSince1970: 0))   // true
// snippet.hide
let parsed = try birthday.serializer.value(for: "01/01/1970")
precondition(parsed == Date(timeIntervalSince1970: 0))
