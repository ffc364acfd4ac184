/// How one locale writes the numbers of one style: its digits, separators, grouping and the
/// affixes around the number (a currency symbol, a percent sign, the minus sign). Read once from
/// Foundation's `FormatStyle` (see `NumberTextLayout+Foundation.swift`), then used on every
/// keystroke without a formatter.
struct NumberTextLayout: Sendable {
    /// What a number field shows.
    enum Style: Hashable, Sendable {
        case decimal
        case integer
        case currency(code: String)
        case percent
    }

    /// What stands before and after the digits.
    struct Affixes: Sendable {
        var prefix: [UInt8]
        var suffix: [UInt8]
    }

    /// The UTF-8 bytes of the locale's digits 0…9.
    let digits: [[UInt8]]
    /// Whether the locale writes ASCII digits, one byte each.
    var hasASCIIDigits: Bool { digits[0] == [UInt8(ascii: "0")] }
    /// The decimal separator, as the locale writes it (one scalar in every locale).
    let decimalSeparator: Unicode.Scalar
    /// The grouping separator's UTF-8 bytes; empty when the integer part is not grouped.
    let groupingSeparator: [UInt8]
    /// Digits in the rightmost group (3; 0 when not grouped), and in every group left of it
    /// (3, or 2 in en_IN).
    let primaryGroupingSize: Int
    let secondaryGroupingSize: Int
    /// How many digits must stand left of the rightmost separator for grouping to be shown:
    /// 2 in es_ES, where "1234" is not grouped but "12.345" is.
    let minimumGroupingDigits: Int
    /// The affixes of positive and negative numbers.
    let positive: Affixes
    let negative: Affixes
    /// The fraction digits the style shows when the options name none.
    let defaultMaximumFractionDigits: Int

    /// Whether a separator stands before the integer digit at `index` (from the left) of a
    /// number whose integer part has `count` digits.
    func hasGroupingSeparator(beforeDigit index: Int, ofIntegerDigits count: Int) -> Bool {
        guard primaryGroupingSize > 0, index > 0, count - primaryGroupingSize >= minimumGroupingDigits else { return false }
        let right = count - index
        if right == primaryGroupingSize { return true }
        guard right > primaryGroupingSize, secondaryGroupingSize > 0 else { return false }
        return (right - primaryGroupingSize) % secondaryGroupingSize == 0
    }

    /// Writes `number` and answers the UTF-8 offset of its caret, which never lands in an affix.
    /// An empty number writes nothing, no lone currency symbol or percent sign, unless it has
    /// its sign.
    func render(_ number: NumberDraft, into text: inout [UInt8]) -> Int {
        guard !number.isEmpty else {
            guard number.isNegative else { return text.count }
            // A sign before any digit: the negative affixes, the caret where digits go; the
            // suffix only where it is what tells a negative number ("5-" in some locales).
            text.append(contentsOf: negative.prefix)
            let caret = text.count
            if negative.prefix == positive.prefix { text.append(contentsOf: negative.suffix) }
            return caret
        }
        let asciiDigits = hasASCIIDigits
        func append(_ digit: UInt8) {
            if asciiDigits { text.append(UInt8(ascii: "0") &+ digit) } else { text.append(contentsOf: digits[Int(digit)]) }
        }
        let affixes = number.isNegative ? negative : positive
        text.append(contentsOf: affixes.prefix)
        var caret = text.count
        var position = 0
        let integerCount = number.integerCount
        for (index, digit) in number.integerDigits.enumerated() {
            if hasGroupingSeparator(beforeDigit: index, ofIntegerDigits: integerCount) {
                text.append(contentsOf: groupingSeparator)
            }
            append(digit)
            position += 1
            if position == number.caret { caret = text.count }
        }
        if number.hasSeparator {
            text.append(contentsOf: String(decimalSeparator).utf8)
            position += 1
            if position == number.caret { caret = text.count }
            for digit in number.fractionDigits {
                append(digit)
                position += 1
                if position == number.caret { caret = text.count }
            }
        }
        text.append(contentsOf: affixes.suffix)
        return caret
    }
}
