// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let june2025 = Date(timeIntervalSince1970: 1_750_000_000)
let expiryStyle = BankCardExpiryDate.FormatStyle(currentDate: june2025)
let expiry = try expiryStyle.parse("3/2031")
print(expiry.formatted(.bankCardExpiryDate))        // "03/31"
// snippet.hide
precondition("\(expiry.formatted(.bankCardExpiryDate))" == "03/31")
// snippet.hide
let march2031 = try BankCardExpiryDate(month: 3, year: 2031)
precondition(expiry == march2031)
