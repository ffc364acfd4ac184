import Foundation

/// A number as a field holds it while it is typed: its sign, its digits (values 0…9, the
/// integer part's first), whether the decimal separator was typed, and the caret, counted in
/// digits and separator from the start of the number ("12.|5" has the caret at 3).
struct NumberDraft: Equatable, Sendable {
    var isNegative = false
    /// Every digit, the integer part's then the fraction's, in one buffer: one allocation a
    /// keystroke rather than two.
    private(set) var digits: [UInt8] = []
    /// How many of `digits` are the integer part's.
    private(set) var integerCount = 0
    var hasSeparator = false
    var caret = 0

    init() {}

    var integerDigits: ArraySlice<UInt8> { digits[..<integerCount] }
    var fractionDigits: ArraySlice<UInt8> { digits[integerCount...] }
    var fractionCount: Int { digits.count - integerCount }

    /// Whether the number has no digit and no separator: an empty field.
    var isEmpty: Bool {
        digits.isEmpty && !hasSeparator
    }

    /// How many digits and separators the number holds: where a caret at its end stands.
    var positionCount: Int {
        integerCount + (hasSeparator ? 1 + fractionCount : 0)
    }

    /// Whether the caret stands after the separator.
    var caretIsInFraction: Bool { hasSeparator && caret > integerCount }

    /// Makes room for `count` digits at once.
    mutating func reserveCapacity(_ count: Int) {
        digits.reserveCapacity(count)
    }

    /// Appends a digit to the integer part, or to the fraction once the separator is there.
    mutating func append(_ digit: UInt8) {
        digits.append(digit)
        if !hasSeparator { integerCount += 1 }
    }

    /// Appends a token read from a field: a digit or the separator; a minus sign is counted in
    /// `minusCount`, the sign being settled once every sign is read.
    mutating func add(_ token: NumberToken, minusCount: inout Int) {
        switch token {
        case let .digit(digit): append(digit)
        case .separator: hasSeparator = true
        case .minus: minusCount += 1
        case .plus: break
        }
    }

    /// Removes the digit right before the caret (`backward`) or right after it, stepping over
    /// the separator; false when there is none.
    mutating func removeDigit(_ direction: String.DeletionDirection) -> Bool {
        var position = direction == .backward ? caret - 1 : caret
        if hasSeparator, position == integerCount { position += direction == .backward ? -1 : 1 }
        let index: Int
        if position >= 0, position < integerCount {
            index = position
            integerCount -= 1
        } else if hasSeparator, position > integerCount, position - 1 < digits.count {
            index = position - 1
        } else {
            return false
        }
        digits.remove(at: index)
        if direction == .backward { caret = position }
        return true
    }

    /// Removes the fraction's digit at `index` (from the fraction's start).
    mutating func removeFractionDigit(at index: Int) {
        digits.remove(at: integerCount + index)
    }

    /// Removes the integer part's leading zeros, keeping one when every digit is zero, and
    /// keeps the caret after the same digit.
    mutating func collapseLeadingZeros() {
        var leading = 0
        while leading < integerCount - 1, digits[leading] == 0 { leading += 1 }
        guard leading > 0 else { return }
        digits.removeFirst(leading)
        integerCount -= leading
        caret = Swift.max(0, caret - Swift.min(caret, leading))
    }

    /// Writes "0" before a fraction that has no integer part, the caret staying after the same
    /// digit.
    mutating func insertZeroIntegerPart() {
        guard integerCount == 0 else { return }
        digits.insert(0, at: 0)
        integerCount = 1
        if caret > 0 { caret += 1 }
    }

    /// Shows the separator and `count` fraction digits, zeros filling the end.
    mutating func padFraction(to count: Int) {
        hasSeparator = true
        digits.append(contentsOf: repeatElement(0, count: Swift.max(0, count - fractionCount)))
    }

    /// Forgets the separator when no fraction digit follows it.
    mutating func dropEmptyFraction() {
        if fractionCount == 0 { hasSeparator = false }
    }

    /// The number, exact: "0.1" is one tenth. Nil for an empty field.
    ///
    /// Made from the digits, without parsing text: up to 19 significant digits make the
    /// significand as an integer; longer numbers, rare, go through `Decimal(string:)`.
    var decimalValue: Decimal? {
        guard !digits.isEmpty else { return nil }
        var significand: UInt64 = 0
        var significant = 0
        for digit in digits where significant > 0 || digit != 0 {
            significand = significand &* 10 &+ UInt64(digit)
            significant += 1
        }
        guard significant > 19 else {
            return Decimal(sign: isNegative ? .minus : .plus, exponent: -fractionCount, significand: Decimal(significand))
        }
        let characters = digits.map { $0 &+ UInt8(ascii: "0") }
        let text =
            (isNegative ? "-" : "") + String(decoding: characters[..<integerCount], as: UTF8.self)
            + "." + String(decoding: characters[integerCount...], as: UTF8.self)
        return Decimal(string: text, locale: Self.posix)
    }

    /// A number of the same value written from `value`, rounded to `fractionDigits` digits as
    /// Foundation rounds (half to even); the caret at its end. A negative value keeps its sign
    /// when it rounds to zero, as Foundation writes "-¥0" for -0.5 yen.
    init(_ value: Decimal, fractionDigits maximum: Int) {
        var value = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, maximum, .bankers)
        isNegative = value < 0
        let unsigned = rounded.description.drop { $0 == "-" }
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        for digit in parts.first?.utf8.compactMap(DecimalDigit.value(ofASCII:)) ?? [] { append(digit) }
        if parts.count > 1 {
            hasSeparator = true
            for digit in parts[1].utf8.compactMap(DecimalDigit.value(ofASCII:)) { append(digit) }
        }
        dropEmptyFraction()
        caret = positionCount
    }

    private static let posix = Locale(identifier: "en_US_POSIX")
}
