/// What the numbers of one type (all numbers, fixed line, mobile, toll free…) look like in a
/// region: a national-number pattern and the lengths such numbers may have.
struct PhoneNumberDescription: Sendable {
    /// The national significant numbers of this type; nil when the data has none.
    let pattern: PhonePattern?
    /// The possible lengths of such numbers; `[-1]` when the region has none of this type.
    let possibleLengths: [Int]
    /// The lengths at which such a number can only be dialled locally (without area code).
    let localOnlyLengths: [Int]
    /// libphonenumber's example of such a number (a national significant number), for
    /// placeholders; nil when the data has none.
    let exampleNumber: String?
    /// `possibleLengths` as bits (bit `n` for `n` digits); 0 for `[-1]`.
    let lengthBits: UInt32

    init(pattern: PhonePattern?, possibleLengths: [Int], localOnlyLengths: [Int], exampleNumber: String?) {
        self.pattern = pattern
        self.possibleLengths = possibleLengths
        self.localOnlyLengths = localOnlyLengths
        self.exampleNumber = exampleNumber
        lengthBits = possibleLengths.reduce(0) { bits, length in (0..<32).contains(length) ? bits | 1 << UInt32(length) : bits }
    }

    /// Whether `nationalNumber` is a number of this type: its length is possible (when lengths
    /// are given) and the whole of it matches the pattern.
    func matches(_ nationalNumber: [UInt8]) -> Bool {
        if !possibleLengths.isEmpty, !possibleLengths.contains(nationalNumber.count) { return false }
        return matchesPattern(nationalNumber)
    }

    /// Whether some number of this type starts with `digits`: whether digits typed after them
    /// can make a number that ``matches(_:)``, of a length the plan's general description
    /// allows (`generalLengthBits`, its ``lengthBits``).
    func canStart(with digits: [UInt8], generalLengthBits: UInt32) -> Bool {
        guard let pattern, !pattern.source.isEmpty else { return false }
        let lengths = possibleLengths.isEmpty ? generalLengthBits : lengthBits & generalLengthBits
        return lengths != 0 && pattern.matchesWhole(afterExtending: digits, toLengths: lengths)
    }

    /// Whether the whole of `nationalNumber` matches the pattern; false without one.
    func matchesPattern(_ nationalNumber: [UInt8]) -> Bool {
        guard let pattern, !pattern.source.isEmpty else { return false }
        return pattern.matchesWhole(nationalNumber)
    }
}

/// The number types the metadata describes, in the order libphonenumber tests them.
enum PhoneNumberDescriptionKind: Int, CaseIterable, Sendable {
    case general, premiumRate, tollFree, sharedCost, voip, personalNumber, pager, uan, voicemail, fixedLine, mobile

    /// The letter the generated metadata uses.
    init?(letter: UInt8) {
        switch letter {
        case UInt8(ascii: "G"): self = .general
        case UInt8(ascii: "P"): self = .premiumRate
        case UInt8(ascii: "T"): self = .tollFree
        case UInt8(ascii: "S"): self = .sharedCost
        case UInt8(ascii: "V"): self = .voip
        case UInt8(ascii: "N"): self = .personalNumber
        case UInt8(ascii: "A"): self = .pager
        case UInt8(ascii: "U"): self = .uan
        case UInt8(ascii: "O"): self = .voicemail
        case UInt8(ascii: "F"): self = .fixedLine
        case UInt8(ascii: "M"): self = .mobile
        default: return nil
        }
    }
}
