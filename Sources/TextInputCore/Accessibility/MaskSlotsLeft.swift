import Foundation

/// How many mandatory slots of a mask are left to fill, and whether they all take digits: what
/// a mask's field says after its text.
///
/// ```swift
/// MaskSlotsLeft(count: 3, takesOnlyDigits: true).phrase(locale: Locale(identifier: "de_DE"))   // "noch drei Ziffern"
/// MaskSlotsLeft(count: 3, takesOnlyDigits: true).phrase(locale: Locale(identifier: "ar"))      // "بقيت ثلاثة أرقام"
/// ```
struct MaskSlotsLeft: Equatable, Sendable {
    /// The unfilled mandatory slots.
    let count: Int
    /// Whether every one of them takes digits only, so that they can be called digits.
    let takesOnlyDigits: Bool

    /// "seven digits left", "one character left" in the language of `locale`, in its plural
    /// form, the count in words; empty when no slot is left.
    func phrase(locale: Locale) -> String {
        guard count > 0 else { return "" }
        return (takesOnlyDigits ? TextInputPluralString.digitsLeft : .charactersLeft).localized(count: count, for: locale)
    }
}
