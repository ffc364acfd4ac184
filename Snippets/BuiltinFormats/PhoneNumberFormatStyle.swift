// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let gb = PhoneNumber.FormatStyle(options: .options(defaultRegion: "GB"))
let phone = try gb.parse("020 7946 0958")
print(phone.formatted(gb))                                  // "+44 20 7946 0958"
// snippet.hide
precondition("\(phone.formatted(gb))" == "+44 20 7946 0958")
// snippet.show
print(phone.formatted(.phoneNumber(style: .national)))      // "020 7946 0958"
// snippet.hide
precondition("\(phone.formatted(.phoneNumber(style: .national)))" == "020 7946 0958")
// snippet.show
print(phone.formatted(.phoneNumber(style: .e164)))          // "+442079460958"
// snippet.hide
precondition("\(phone.formatted(.phoneNumber(style: .e164)))" == "+442079460958")
