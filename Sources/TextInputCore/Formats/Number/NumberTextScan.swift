/// What the characters of a number's text stand for: digits of any script, the decimal
/// separator, and signs. Everything else — grouping separators, currency symbols, percent signs,
/// bidi marks, letters — stands for nothing. Texts are read scalar by scalar: a digit under a
/// combining mark is still a digit, and no grapheme breaking is paid for on a keystroke.
enum NumberToken: Equatable, Sendable {
    case digit(UInt8)
    case separator
    case minus
    case plus
}

/// The tokens of a number field's own text (its UTF-8 bytes), each with the UTF-8 range of its
/// scalar. The locale's decimal separator counts only right after a digit, and only once, so
/// that a "." in a currency symbol ("ج.م.", "Bs.") is not taken for it.
///
/// ```swift
/// "$1,234.50".withBorrowedUTF8 { bytes in
///     var tokens = NumberFieldTokenIterator(bytes, decimalSeparator: ".")
///     while let (token, _) = tokens.next() { … }
/// }
/// ```
struct NumberFieldTokenIterator {
    private var scalars: UTF8Scalars<BorrowedBuffer<UInt8>.Iterator>
    private let decimalSeparator: Unicode.Scalar
    private var offset = 0
    private var previousWasDigit = false
    private var sawSeparator = false

    init(_ bytes: BorrowedBuffer<UInt8>, decimalSeparator: Unicode.Scalar) {
        scalars = UTF8Scalars(bytes.makeIterator())
        self.decimalSeparator = decimalSeparator
    }

    mutating func next() -> (token: NumberToken, utf8: Range<Int>)? {
        while let (scalar, length) = scalars.next() {
            let start = offset
            offset += length
            var token: NumberToken?
            if scalar.isASCII, let digit = DecimalDigit.value(ofASCII: UInt8(truncatingIfNeeded: scalar.value)) {
                token = .digit(digit)
            } else if scalar == decimalSeparator, previousWasDigit, !sawSeparator {
                token = .separator
                sawSeparator = true
            } else if NumberToken.isMinus(scalar) {
                token = .minus
            } else if NumberToken.isPlus(scalar) {
                token = .plus
            } else if !scalar.isASCII, let digit = DecimalDigit.value(of: scalar) {
                token = .digit(digit)
            }
            previousWasDigit = if case .digit = token { true } else { false }
            if let token { return (token, start..<offset) }
        }
        return nil
    }
}

extension NumberToken {
    /// The tokens of typed or pasted text. A lone "." or "," (or the locale's separator, or
    /// "٫") is the decimal separator; in longer text the separator is told from grouping: the
    /// last mark when two kinds are used ("1.234,50", "$1,234.50"); a mark used twice is
    /// grouping; a mark used once is the separator, unless it is the locale's grouping
    /// separator followed by exactly three digits ("1,234" in en_US).
    static func scan(insertion text: String, layout: NumberTextLayout) -> [NumberToken] {
        // One typed ASCII key, the common case: answered with arrays made once.
        if text.utf8.count == 1, let byte = text.utf8.first {
            if let digit = DecimalDigit.value(ofASCII: byte) { return Self.typedDigits[Int(digit)] }
            let scalar = Unicode.Scalar(byte)
            if isMark(scalar, layout: layout) { return Self.typedSeparator }
            if isMinus(scalar) { return Self.typedMinus }
            return isPlus(scalar) ? Self.typedPlus : []
        }
        let scalars = Array(text.unicodeScalars)
        let lastDigit = scalars.lastIndex { DecimalDigit.value(of: $0) != nil }
        // Marks that can belong to the number: before its last digit, or right after it.
        let marks = scalars.indices.filter { index in
            guard isMark(scalars[index], layout: layout) else { return false }
            guard let lastDigit else { return scalars.count == 1 }
            return index < lastDigit || index == lastDigit + 1
        }
        let separatorIndex = decimalSeparatorIndex(among: marks, in: scalars, layout: layout)
        var tokens: [NumberToken] = []
        for (index, scalar) in scalars.enumerated() {
            if let digit = DecimalDigit.value(of: scalar) {
                tokens.append(.digit(digit))
            } else if index == separatorIndex {
                tokens.append(.separator)
            } else if isMinus(scalar) {
                tokens.append(.minus)
            } else if isPlus(scalar) {
                tokens.append(.plus)
            }
        }
        return tokens
    }

    private static let typedDigits: [[NumberToken]] = (0...9).map { [.digit(UInt8($0))] }
    private static let typedSeparator: [NumberToken] = [.separator]
    private static let typedMinus: [NumberToken] = [.minus]
    private static let typedPlus: [NumberToken] = [.plus]

    private static func decimalSeparatorIndex(among marks: [Int], in scalars: [Unicode.Scalar], layout: NumberTextLayout) -> Int? {
        guard let last = marks.last else { return nil }
        if Set(marks.map { scalars[$0] }).count > 1 { return last }
        guard marks.count == 1 else { return nil }
        let mark = scalars[last]
        if mark == layout.decimalSeparator || mark == "\u{066B}" { return last }
        if mark == layout.groupingScalar || mark == "\u{066C}" {
            let digitsAfter = scalars[(last + 1)...].prefix { DecimalDigit.value(of: $0) != nil }.count
            if digitsAfter == 3 { return nil }
        }
        return last
    }

    /// A mark that may be a decimal or grouping separator in typed or pasted text.
    private static func isMark(_ scalar: Unicode.Scalar, layout: NumberTextLayout) -> Bool {
        scalar == "." || scalar == "," || scalar == "\u{066B}" || scalar == "\u{066C}"
            || scalar == layout.decimalSeparator || (scalar == layout.groupingScalar && scalar != " ")
    }

    static func isMinus(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "\u{2212}" || scalar == "\u{FE63}" || scalar == "\u{FF0D}"
    }

    static func isPlus(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "+" || scalar == "\u{FF0B}"
    }
}

extension NumberTextLayout {
    /// The grouping separator's scalar, if the integer part is grouped.
    var groupingScalar: Unicode.Scalar? {
        String(decoding: groupingSeparator, as: UTF8.self).unicodeScalars.first
    }
}

extension NumberTextLayout {
    /// The part of a number field's `text` from its first sign, digit or decimal separator to
    /// its last: the affixes around it (a currency symbol or code, a percent sign) are fixed.
    /// The whole text when it holds none.
    ///
    /// ```swift
    /// layout.editableRange(in: "-$1,234.50")   // "-$1,234.50": the sign is editable
    /// layout.editableRange(in: "12 %")         // "12"
    /// ```
    func editableRange(in text: String) -> Range<String.Index> {
        let significant: Range<Int>? = text.withBorrowedUTF8 { bytes in
            var tokens = NumberFieldTokenIterator(bytes, decimalSeparator: decimalSeparator)
            guard let first = tokens.next()?.utf8 else { return nil }
            var end = first.upperBound
            while let (_, utf8) = tokens.next() { end = utf8.upperBound }
            return first.lowerBound..<end
        }
        guard let significant else { return text.startIndex..<text.endIndex }
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: significant.lowerBound)
        return lower..<utf8.index(lower, offsetBy: significant.count)
    }
}
