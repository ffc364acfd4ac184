/// How the digits of a card number are grouped and how many there may be: what the brand (or,
/// for an unknown brand, the options) decides.
struct BankCardNumberLayout: Sendable {
    /// The brand; nil for a number no IIN range matches.
    let brand: BankCardBrand?
    /// The most digits the field accepts.
    let maximumLength: Int
    /// The numbers of digits a number may have to be valid, ascending: the range's, or for an
    /// unknown brand every length of ISO/IEC 7812 up to the field's maximum
    /// (``BankCardNumberTextInputOptions/allowedMaxLengths``).
    let validLengths: [Int]
    /// The number of digits most cards of the range have: 16 where the range allows it, its
    /// only or longest length otherwise (15 for American Express, 14 for Diners Club 36).
    let standardLength: Int
    /// Bit `k` is set when a separator stands between digit `k` and digit `k + 1` (counting
    /// from 1). Past bit 63, groups of four go on.
    let separatorMask: UInt64

    /// The layout of a range of the IIN table: American Express 4-6-5, UATP 4-5-6, 14-digit
    /// Diners Club 4-6-4, every other card in groups of four.
    init(range: BankCardIINRange) {
        let maximumLength = range.lengths.max() ?? 19
        let standardLength = range.lengths.contains(16) ? 16 : maximumLength
        let groups: [Int] =
            switch range.brand {
            case .amex: [4, 6, 5]
            case .uatp: [4, 5, 6]
            case .dinersClub where maximumLength == 14: [4, 6, 4]
            default: []
            }
        self.init(
            brand: range.brand, maximumLength: maximumLength, validLengths: range.lengths.sorted(), standardLength: standardLength,
            groups: groups)
    }

    /// The layout of a number no range matches: groups of four, at most `maximumLength` digits,
    /// valid at any length ISO/IEC 7812 allows up to it. A brand the table does not know (a
    /// national debit scheme, a network newer than the table) is no reason to turn a number
    /// down that passes the Luhn check.
    init(unknownBrandMaximumLength maximumLength: Int) {
        let lengths = BankCardNumberTextInputOptions.allowedMaxLengths
        let maximumLength = Swift.min(Swift.max(maximumLength, lengths.lowerBound), lengths.upperBound)
        self.init(
            brand: nil, maximumLength: maximumLength, validLengths: Array(lengths.lowerBound...maximumLength),
            standardLength: Swift.min(16, maximumLength), groups: [])
    }

    /// The layout of numbers of an unknown brand read without a field's options: up to 19 digits.
    static let unknownBrand = BankCardNumberLayout(unknownBrandMaximumLength: 19)

    /// A layout whose first groups have the given sizes; groups of four follow them.
    private init(brand: BankCardBrand?, maximumLength: Int, validLengths: [Int], standardLength: Int, groups: [Int]) {
        self.brand = brand
        self.maximumLength = maximumLength
        self.validLengths = validLengths
        self.standardLength = standardLength
        var mask: UInt64 = 0
        var position = 0
        for group in groups {
            position += group
            mask |= 1 << UInt64(position)
        }
        position += 4
        while position < 64 {
            mask |= 1 << UInt64(position)
            position += 4
        }
        separatorMask = mask
    }

    /// Whether a separator stands between digit `count` and the next one.
    func hasSeparator(afterDigit count: Int) -> Bool {
        count < 64 ? separatorMask & (1 << UInt64(count)) != 0 : count % 4 == 0
    }

    /// The separators among the first `count` digits (between digit 1 and digit `count`).
    func separatorCount(withinDigits count: Int) -> Int {
        guard count > 0 else { return 0 }
        if count <= 64 {
            let below = count == 64 ? UInt64.max : (UInt64(1) << UInt64(count)) - 1
            return (separatorMask & below).nonzeroBitCount
        }
        return separatorMask.nonzeroBitCount + (count - 1) / 4 - 63 / 4
    }
}

extension BankCardNumberLayout {
    /// The layout of a number starting with `digits` (values 0…9): its IIN range's, or groups
    /// of four up to `unknownBrandMaximumLength` digits when no range matches.
    static func of(_ digits: some Sequence<UInt8>, unknownBrand: BankCardNumberLayout) -> BankCardNumberLayout {
        BankCardIINTable.shared.layout(forDigits: digits) ?? unknownBrand
    }

    /// Appends `digits` (values 0…9) as ASCII, with a space wherever the layout groups them.
    func appendFormatted(_ digits: some Sequence<UInt8>, to bytes: inout [UInt8]) {
        var count = 0
        for digit in digits {
            if count > 0, hasSeparator(afterDigit: count) {
                bytes.append(UInt8(ascii: " "))
            }
            bytes.append(digit &+ UInt8(ascii: "0"))
            count += 1
        }
    }
}
