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
    /// The brand every range at or below a node belongs to (its index in
    /// `BankCardBrand.allCases`), -1 when no range lies there, -2 when several brands do.
    private var subtreeBrands: [Int8] = []

    init(ranges: [BankCardIINRange]) {
        layouts = ranges.map(BankCardNumberLayout.init(range:))
        for (index, range) in ranges.enumerated() {
            for prefix in range.prefixes {
                insert(prefix, rangeIndex: Int32(index))
            }
        }
        subtreeBrands = Array(repeating: -1, count: rangeIndices.count)
        _ = markSubtreeBrand(of: 0)
    }

    private static let mixedBrands: Int8 = -2

    /// Works out `subtreeBrands` for `node` and every node below it; returns `node`'s.
    private mutating func markSubtreeBrand(of node: Int) -> Int8 {
        var brand: Int8 = rangeIndices[node] >= 0 ? Self.brandIndex(layouts[Int(rangeIndices[node])].brand) : -1
        for digit in 0..<10 {
            let child = Int(children[node * 10 + digit])
            guard child != 0 else { continue }
            let below = markSubtreeBrand(of: child)
            if below == -1 || below == brand { continue }
            brand = brand == -1 ? below : Self.mixedBrands
        }
        subtreeBrands[node] = brand
        return brand
    }

    private static func brandIndex(_ brand: BankCardBrand?) -> Int8 {
        brand.flatMap { BankCardBrand.allCases.firstIndex(of: $0) }.map(Int8.init) ?? -1
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

    /// The brand of a number starting with `digits` (values 0…9) once no further digit can change
    /// it: `.some(brand)` when every continuation has that brand (nil for numbers no range can
    /// match any more), `.none` while more digits may still name another brand or none ("4" may
    /// become Elo's "401178", "35" JCB's "3528" or no brand).
    ///
    /// What a field announces: a brand guessed from the first digit and withdrawn at the sixth
    /// would be a voice contradicting itself.
    func decidedBrand(forDigits digits: some Sequence<UInt8>) -> BankCardBrand?? {
        var node = 0
        var found: Int32 = -1
        for digit in digits {
            guard digit < 10 else { break }
            let child = Int(children[node &* 10 &+ Int(digit)])
            // Off the trie: no longer prefix can match, the most specific range found decides.
            guard child != 0 else { return .some(found >= 0 ? layouts[Int(found)].brand : nil) }
            node = child
            if rangeIndices[node] >= 0 {
                found = rangeIndices[node]
            }
        }
        // Below the digits lie no ranges, or only ranges of the brand found.
        let brand = found >= 0 ? layouts[Int(found)].brand : nil
        let below = subtreeBrands[node]
        guard below == -1 || (brand != nil && below == Self.brandIndex(brand)) else { return .none }
        return .some(brand)
    }
}
