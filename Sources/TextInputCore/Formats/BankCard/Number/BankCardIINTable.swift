/// The IIN table of ``BankCardBrand/issuerIdentificationRanges`` as a digit trie, so that finding
/// the brand of a number reads at most ``longestPrefix`` digits whatever the table's size.
struct BankCardIINTable: Sendable {
    /// The table built from ``BankCardBrand/issuerIdentificationRanges``.
    static let shared = BankCardIINTable(ranges: BankCardBrand.issuerIdentificationRanges)

    /// The most leading digits any range looks at.
    static let longestPrefix = 6

    /// The ranges, with the layout of their numbers.
    let layouts: [BankCardNumberLayout]

    /// Node `n`'s child for digit `d` is `children[n * 10 + d]`; 0 means none (the root is
    /// never a child).
    private var children: [Int32] = Array(repeating: 0, count: 10)
    /// The index in `layouts` of the range a node's prefix ends, or -1.
    private var rangeIndices: [Int32] = [-1]

    init(ranges: [BankCardIINRange]) {
        layouts = ranges.map(BankCardNumberLayout.init(range:))
        for (index, range) in ranges.enumerated() {
            for prefix in range.prefixes {
                insert(prefix, rangeIndex: Int32(index))
            }
        }
    }

    private mutating func insert(_ prefix: [UInt8], rangeIndex: Int32) {
        precondition(prefix.count <= Self.longestPrefix, "IIN prefixes have at most \(Self.longestPrefix) digits")
        var node = 0
        for digit in prefix {
            let slot = node * 10 + Int(digit)
            if children[slot] == 0 {
                children[slot] = Int32(rangeIndices.count)
                rangeIndices.append(-1)
                children += repeatElement(0, count: 10)
            }
            node = Int(children[slot])
        }
        // Between equally long prefixes the range listed first wins.
        if rangeIndices[node] < 0 {
            rangeIndices[node] = rangeIndex
        }
    }

    /// The layout of the most specific range matching the leading `digits` (values 0…9), or nil.
    func layout(forDigits digits: some Sequence<UInt8>) -> BankCardNumberLayout? {
        var node = 0
        var found: Int32 = -1
        for digit in digits {
            guard digit < 10 else { break }
            let child = Int(children[node &* 10 &+ Int(digit)])
            guard child != 0 else { break }
            node = child
            if rangeIndices[node] >= 0 {
                found = rangeIndices[node]
            }
        }
        return found >= 0 ? layouts[Int(found)] : nil
    }

    /// Whether some range can still match a number starting with `digits` (values 0…9): one
    /// matches already, or the digits are the start of a range's prefix ("6" of "6011").
    func canMatch(_ digits: some Sequence<UInt8>) -> Bool {
        var node = 0
        for digit in digits {
            guard digit < 10 else { return false }
            let child = Int(children[node &* 10 &+ Int(digit)])
            // Every node lies on the way to a range, so only falling off the trie before
            // reaching one misses them all.
            guard child != 0 else { return false }
            node = child
            if rangeIndices[node] >= 0 { return true }
        }
        return true
    }
}
