import Foundation

/// Reads the number a number field shows and writes a value back in the field's layout.
/// Values are `Decimal`: "0.1" is exactly one tenth. A percent field's value is the number
/// shown / 100.
struct NumberTextSerializer: Sendable {
    let layout: NumberTextLayout
    let rules: NumberRules
    /// Whether the value is the number shown / 100.
    let isPercent: Bool

    /// The value of `text`: its number, within the bounds.
    func value(for text: String) throws -> Decimal {
        guard let shown = Self.number(in: text, decimalSeparator: layout.decimalSeparator) else {
            throw TextInputParseError(text: text, reason: "a number needs a digit")
        }
        if let minimum = rules.minimum, shown < minimum {
            throw TextInputParseError(text: text, reason: "the smallest number is \(minimum)")
        }
        if let maximum = rules.maximum, shown > maximum {
            throw TextInputParseError(text: text, reason: "the largest number is \(maximum)")
        }
        return isPercent ? shown / 100 : shown
    }

    /// The number a field's own text shows, read without building arrays of its digits (up
    /// to 19 of them; longer numbers, rare, through ``NumberDraft``). Nil without a digit.
    static func number(in text: String, decimalSeparator: Unicode.Scalar) -> Decimal? {
        text.withBorrowedUTF8 { bytes in
            var tokens = NumberFieldTokenIterator(bytes, decimalSeparator: decimalSeparator)
            var significand: UInt64 = 0
            var significantDigits = 0
            var digitCount = 0
            var fractionDigits = 0
            var hasSeparator = false
            var minusCount = 0
            while let (token, _) = tokens.next() {
                switch token {
                case let .digit(digit):
                    digitCount += 1
                    if hasSeparator { fractionDigits += 1 }
                    if significantDigits > 0 || digit != 0 {
                        significantDigits += 1
                        significand = significand &* 10 &+ UInt64(digit)
                    }
                case .separator: hasSeparator = true
                case .minus: minusCount += 1
                case .plus: break
                }
            }
            guard digitCount > 0 else { return nil }
            guard significantDigits <= 19 else {
                var number = NumberDraft()
                var minusCount = 0
                var tokens = NumberFieldTokenIterator(bytes, decimalSeparator: decimalSeparator)
                while let (token, _) = tokens.next() { number.add(token, minusCount: &minusCount) }
                number.isNegative = minusCount % 2 == 1
                return number.decimalValue
            }
            return Decimal(sign: minusCount % 2 == 1 ? .minus : .plus, exponent: -fractionDigits, significand: Decimal(significand))
        }
    }

    /// The text of `value`, rounded to the field's fraction digits as Foundation rounds.
    func string(for value: Decimal) -> String {
        var number = NumberDraft(isPercent ? value * 100 : value, fractionDigits: rules.maximumFractionDigits)
        if rules.showsWholeFraction, rules.maximumFractionDigits > 0 {
            number.padFraction(to: rules.maximumFractionDigits)
        }
        var text: [UInt8] = []
        _ = layout.render(number, into: &text)
        return String(decoding: text, as: UTF8.self)
    }
}
