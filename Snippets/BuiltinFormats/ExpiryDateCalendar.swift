// snippet.hide
import Foundation
import TextInputCore

// snippet.show
// snippet.format
let calendar = Calendar(identifier: .gregorian)
let june2025 = Date(timeIntervalSince1970: 1_750_000_000)
let format = TextInputFormats.bankCardExpiryDate(.options(calendar: calendar, currentDate: { june2025 }))
// snippet.hide
let field = TextInputSimulator()
let binding = format.bind(to: field)
field.insert("06/34")
precondition(binding.value?.year == 2034)
field.selectAll()
field.insert("06/99")
precondition(binding.value?.year == 2099)
// snippet.show
// snippet.expired
let expiry = try BankCardExpiryDate(month: 1, year: 2030)
let lastDay = calendar.date(from: DateComponents(year: 2030, month: 1, day: 31))!
let nextMonth = calendar.date(from: DateComponents(year: 2030, month: 2, day: 1))!
print(expiry.isExpired(relativeTo: lastDay, calendar: calendar))     // false
// snippet.hide
precondition(!expiry.isExpired(relativeTo: lastDay, calendar: calendar))
// snippet.show
print(expiry.isExpired(relativeTo: nextMonth, calendar: calendar))   // true
// snippet.hide
precondition(expiry.isExpired(relativeTo: nextMonth, calendar: calendar))
