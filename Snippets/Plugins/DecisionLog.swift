// snippet.hide
import TextInputCore

// snippet.show
let cardField = TextInputSimulator()
let card = TextInputFormats.bankCardNumber().bind(to: cardField)
var decisions: [String] = []
card.decisionLog = TextInputDecisionLog { decisions.append($0.description) }
cardField.paste("41111")
print(decisions)
// ["focus: editing begins",
//  "edit: the field asks to replace UTF-16 {0, 0} with \"•••••\": reported paste, inferred paste",
//  "format: paste of \"•••••\" at 0..<0 in \"\": rewritten to \"•••• •\" selecting 6..<6",
//  "rewrite: the field shows \"•••• •\" selecting UTF-16 {6, 0}"]
// snippet.hide
precondition(decisions == [
    "focus: editing begins",
    "edit: the field asks to replace UTF-16 {0, 0} with \"•••••\": reported paste, inferred paste",
    "format: paste of \"•••••\" at 0..<0 in \"\": rewritten to \"•••• •\" selecting 6..<6",
    "rewrite: the field shows \"•••• •\" selecting UTF-16 {6, 0}",
], "\(decisions)")

// snippet.show
TextInputDecisionLog.processWide = .standardError   // one line per decision, for every binding
// snippet.hide
precondition(TextInputDecisionLog.processWide != nil)
TextInputDecisionLog.processWide = nil
