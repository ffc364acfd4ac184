/// One line of the IIN table: card numbers whose leading digits lie between `first` and `last`
/// (both included, both with the same number of digits) belong to `brand`.
struct BankCardIINRange: Sendable {
    /// The lowest prefix of the range, as digits.
    let first: String
    /// The highest prefix of the range, as digits; as many as `first` has.
    let last: String
    /// The brand of the cards in the range.
    let brand: BankCardBrand
    /// The numbers of digits cards of this range have: the brand's, unless the range narrows it.
    let lengths: [Int]

    /// The range `first`…`last`.
    init(_ first: String, _ last: String, _ brand: BankCardBrand, lengths: [Int]? = nil) {
        self.first = first
        self.last = last
        self.brand = brand
        self.lengths = lengths ?? brand.validLengths
    }

    /// The numbers starting with `prefix`.
    init(_ prefix: String, _ brand: BankCardBrand, lengths: [Int]? = nil) {
        self.init(prefix, prefix, brand, lengths: lengths)
    }

    /// The shortest set of prefixes that together match exactly the numbers of the range,
    /// as digit arrays: "2221"…"2720" is 2221–2229, 223–229, 23–26, 270–271 and 2720.
    var prefixes: [[UInt8]] {
        let low = first.utf8.map { $0 &- UInt8(ascii: "0") }
        let high = last.utf8.map { $0 &- UInt8(ascii: "0") }
        guard low.count == high.count, !low.isEmpty, low.allSatisfy({ $0 < 10 }), high.allSatisfy({ $0 < 10 }),
            low.lexicographicallyPrecedes(high) || low == high
        else {
            assertionFailure("malformed IIN range \(first)…\(last)")
            return []
        }
        return Self.prefixes(from: low[...], to: high[...])
    }

    /// The prefixes covering `low`…`high`, two digit strings of the same length.
    private static func prefixes(from low: ArraySlice<UInt8>, to high: ArraySlice<UInt8>) -> [[UInt8]] {
        guard let lowFirst = low.first, let highFirst = high.first else { return [[]] }
        var result: [[UInt8]] = []
        for digit in lowFirst...highFirst {
            let tailLow = digit == lowFirst ? low.dropFirst() : ArraySlice(repeating: 0, count: low.count - 1)
            let tailHigh = digit == highFirst ? high.dropFirst() : ArraySlice(repeating: 9, count: high.count - 1)
            if tailLow.allSatisfy({ $0 == 0 }) && tailHigh.allSatisfy({ $0 == 9 }) {
                result.append([digit])
            } else {
                result += prefixes(from: tailLow, to: tailHigh).map { [digit] + $0 }
            }
        }
        return result
    }
}
