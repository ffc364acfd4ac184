import Foundation

/// How many mandatory slots of a mask are left to fill, and whether they all take digits: what
/// a mask's field says after its text.
///
/// ```swift
/// MaskSlotsLeft(count: 3, takesOnlyDigits: true).phrase(locale: Locale(identifier: "de_DE"))   // "noch drei Ziffern"
/// ```
struct MaskSlotsLeft: Equatable, Sendable {
    /// The unfilled mandatory slots.
    let count: Int
    /// Whether every one of them takes digits only, so that they can be called digits.
    let takesOnlyDigits: Bool

    /// "seven digits left", "one character left" in the language of `locale`, the count in
    /// words; empty when no slot is left.
    func phrase(locale: Locale) -> String {
        switch count {
        case ...0:
            return ""
        case 1:
            return (takesOnlyDigits ? TextInputString.oneDigitLeft : .oneCharacterLeft).localized(for: locale)
        default:
            let words = (takesOnlyDigits ? TextInputString.digitsLeft : .charactersLeft).localized(for: locale)
            return words.replacingOccurrences(of: "%@", with: Self.spelledOut(count, locale: locale))
        }
    }

    /// `count` in words in the language of `locale` ("seven", "sieben", "七"), so that no
    /// digits of the count join the field's own.
    private static func spelledOut(_ count: Int, locale: Locale) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .spellOut
        return formatter.string(from: NSNumber(value: count)) ?? String(count)
    }
}
