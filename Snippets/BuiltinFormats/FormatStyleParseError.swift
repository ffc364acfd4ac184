// snippet.hide
import Foundation
import TextInputCore

var refusal = ""
// snippet.show
do {
    _ = try BankCardExpiryDate.FormatStyle().parse("13/34")
} catch let error as TextInputParseError {
    print(error)   // cannot parse "13/34": a field of this format refuses it
    // snippet.hide
    refusal = "\(error)"
    // snippet.show
}
// snippet.hide
precondition(refusal == #"cannot parse "13/34": a field of this format refuses it"#)
