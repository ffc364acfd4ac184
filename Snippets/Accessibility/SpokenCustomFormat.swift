// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let ticket = TextInputFormats.plain.uppercased()
    .withSpokenText { text, _, _ in TextInputSpokenText(spellingOutGroupsIn: text) }
let ticketGroups = ticket.spokenText(of: "AB12 CD").spellOutRanges   // [0..<4, 5..<7]
// snippet.hide
precondition(ticketGroups == [0..<4, 5..<7])
// snippet.show

// A quantity reads as a number, not digit by digit.
let quantity = TextInputFormats.plain.filter(by: .decimalDigits)
    .transformValue(direct: { Int($0) }, reverse: { String($0) })
    .withSpokenText { text, _, _ in TextInputSpokenText(text) }
let quantityRanges = quantity.spokenText(of: "1200").spellOutRanges   // []
// snippet.hide
precondition(quantityRanges.isEmpty)
