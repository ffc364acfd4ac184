// snippet.hide
import Foundation
import TextInputCore

var refusal = ""
// snippet.show
let iban = try IBAN(electronicFormat: "DE89370400440532013000")
print(iban.formatted(.iban))                                   // "DE89 3704 0044 0532 0130 00"
// snippet.hide
precondition(iban.formatted(.iban) == "DE89 3704 0044 0532 0130 00")
// snippet.show
let pasted = try IBAN.FormatStyle().parse("de89-3704-0044-0532-0130-00")
print(pasted == iban)                                          // true
// snippet.hide
precondition(pasted == iban)
// snippet.show
do {
    _ = try IBAN.FormatStyle().parse("ＤＥ８９")                // full-width: no ASCII letter or digit
} catch let error as TextInputParseError {
    print(error)   // cannot parse "••••": a field of this format refuses it
    // snippet.hide
    refusal = "\(error)"
    // snippet.show
}
// snippet.hide
precondition(refusal == #"cannot parse "••••": a field of this format refuses it"#)
