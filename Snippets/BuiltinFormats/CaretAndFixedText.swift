// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let amount = TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US")))
let field = TextInputSimulator()
_ = amount.bind(to: field)
field.paste("12")
field.select(0..<0)
print(field.text.distance(from: field.text.startIndex, to: field.selectedRange.lowerBound))   // 1
// snippet.hide
precondition("\(field.text.distance(from: field.text.startIndex, to: field.selectedRange.lowerBound))" == "1")
