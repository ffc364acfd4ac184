// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let shorter = TextInputFormats.bankCardNumber(.options(maxLength: 16))
// snippet.hide
let field = TextInputSimulator()
shorter.bind(to: field)
field.insert("99999999999999999999")
precondition(field.text == "9999 9999 9999 9999")
