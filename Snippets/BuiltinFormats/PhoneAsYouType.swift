// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let field = TextInputSimulator()
TextInputFormats.phoneNumber(.options(defaultRegion: "FR")).bind(to: field)
field.insert("tel:+44-20-7946-0958")
print(field.text)   // "+44 20 7946 0958"
// snippet.hide
precondition(field.text == "+44 20 7946 0958")
