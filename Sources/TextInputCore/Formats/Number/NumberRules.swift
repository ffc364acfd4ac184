import Foundation

/// What a number field takes: fraction digits, sign, bounds, and whether its fraction is
/// always shown whole (a currency's "$5.00", any field whose digits enter at the smallest unit).
struct NumberRules: Sendable {
    /// The most fraction digits.
    let maximumFractionDigits: Int
    /// Whether every number shows all its fraction digits, typed ones overwriting zeros.
    let showsWholeFraction: Bool
    let allowsNegative: Bool
    /// Bounds of the number shown (12.5 for "12.5 %").
    let minimum: Decimal?
    let maximum: Decimal?
    /// Whether the value is an `Int`, which bounds the number too.
    let isInteger: Bool

    /// The most integer digits a number takes: more than any amount needs, few enough for
    /// `Decimal`'s 38 significant digits with the fraction.
    static let maximumIntegerDigits = 24

    /// Whether `number` may stand in the field: within `maximum`, within `Int` for an integer
    /// field. The minimum is checked on the value only, so that "5" can be typed on the way to
    /// "50" in a field whose minimum is 10.
    func admits(_ number: NumberDraft) -> Bool {
        guard number.integerCount <= Self.maximumIntegerDigits else { return false }
        guard maximum != nil || isInteger, let value = number.decimalValue else { return true }
        if let maximum, value > maximum { return false }
        if isInteger, value > Decimal(Int.max) || value < Decimal(Int.min) { return false }
        return true
    }
}
