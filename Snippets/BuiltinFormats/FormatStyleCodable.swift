// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let saved = try JSONEncoder().encode(PhoneNumber.FormatStyle(style: .national, options: .options(defaultRegion: "GB")))
let restored = try JSONDecoder().decode(PhoneNumber.FormatStyle.self, from: saved)
print(restored.style)   // national
// snippet.hide
precondition("\(restored.style)" == "national")
// snippet.hide
precondition(restored == .phoneNumber(style: .national, options: .options(defaultRegion: "GB")))
