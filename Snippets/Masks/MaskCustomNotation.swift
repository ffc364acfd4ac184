// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let hexDigit = MaskNotation(character: "H", characterSet: CharacterSet(charactersIn: "0123456789abcdefABCDEF"))
let color = try TextInputFormats.mask("#[HHHHHH]", customNotations: [hexDigit])
// snippet.hide
let field = TextInputSimulator()
color.bind(to: field)
field.insert("c0ffeeZ")
precondition(field.text == "#c0ffee")
