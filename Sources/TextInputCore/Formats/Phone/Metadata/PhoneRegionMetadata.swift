/// The numbering plan of one region (or of one non-geographic calling code such as +800), as
/// libphonenumber describes it.
final class PhoneRegionMetadata: Sendable {
    /// The region code, "001" for a non-geographic calling code.
    let regionCode: String
    /// The country calling code.
    let countryCode: Int
    /// The prefix dialled to call abroad from this region ("00", "011", "0(?:0|11)"…).
    let internationalPrefix: PhonePattern?
    /// The prefix dialled before a national number within the region ("0", "1", "8"…).
    let nationalPrefix: String?
    /// What may precede a national number when it is read: the national prefix, carrier codes.
    let nationalPrefixForParsing: PhonePattern?
    /// How a number is rewritten once `nationalPrefixForParsing` matched, with `\1`… groups.
    let nationalPrefixTransformRule: [UInt8]?
    /// For regions that share a calling code: the leading digits of their national numbers.
    let leadingDigits: PhonePattern?
    /// Whether the fixed-line and mobile patterns are the same.
    let hasSameMobileAndFixedLinePattern: Bool
    /// Number descriptions, indexed by ``PhoneNumberDescriptionKind``; nil when absent.
    let descriptions: [PhoneNumberDescription?]
    /// How national numbers are written.
    let numberFormats: [PhoneNumberFormatRule]
    /// How national numbers are written after "+CC"; empty when `numberFormats` apply.
    let internationalNumberFormats: [PhoneNumberFormatRule]
    /// What the region writes before an extension (" x" in the UK, " int. " in Uruguay); nil
    /// where libphonenumber's default " ext. " applies.
    let preferredExtensionPrefix: String?

    init(
        regionCode: String,
        countryCode: Int,
        internationalPrefix: PhonePattern?,
        nationalPrefix: String?,
        nationalPrefixForParsing: PhonePattern?,
        nationalPrefixTransformRule: [UInt8]?,
        leadingDigits: PhonePattern?,
        hasSameMobileAndFixedLinePattern: Bool,
        descriptions: [PhoneNumberDescription?],
        numberFormats: [PhoneNumberFormatRule],
        internationalNumberFormats: [PhoneNumberFormatRule],
        preferredExtensionPrefix: String? = nil
    ) {
        self.regionCode = regionCode
        self.countryCode = countryCode
        self.internationalPrefix = internationalPrefix
        self.nationalPrefix = nationalPrefix
        self.nationalPrefixForParsing = nationalPrefixForParsing
        self.nationalPrefixTransformRule = nationalPrefixTransformRule
        self.leadingDigits = leadingDigits
        self.hasSameMobileAndFixedLinePattern = hasSameMobileAndFixedLinePattern
        self.descriptions = descriptions
        self.numberFormats = numberFormats
        self.internationalNumberFormats = internationalNumberFormats
        self.preferredExtensionPrefix = preferredExtensionPrefix
    }

    /// The description of numbers of `kind`, nil when the region has none.
    func description(_ kind: PhoneNumberDescriptionKind) -> PhoneNumberDescription? {
        kind.rawValue < descriptions.count ? descriptions[kind.rawValue] : nil
    }

    /// The general description (all numbers of the region).
    var general: PhoneNumberDescription? { description(.general) }

    /// The metadata the as-you-type formatter falls back to for an unknown region: no formats,
    /// and an international prefix that never matches digits.
    static let empty = PhoneRegionMetadata(
        regionCode: "", countryCode: 0, internationalPrefix: PhonePattern("NA"), nationalPrefix: nil,
        nationalPrefixForParsing: nil, nationalPrefixTransformRule: nil, leadingDigits: nil,
        hasSameMobileAndFixedLinePattern: false, descriptions: [], numberFormats: [],
        internationalNumberFormats: [])
}

extension PhoneRegionMetadata {
    /// The descriptions of valid numbers, the common ones first: a number of any of them is
    /// valid (libphonenumber's `getNumberType` is not unknown).
    private static let validNumberKinds: [PhoneNumberDescriptionKind] = [
        .mobile, .fixedLine, .tollFree, .premiumRate, .sharedCost, .voip, .personalNumber, .pager, .uan, .voicemail,
    ]

    /// Whether some valid number of the region starts with `digits`.
    func hasValidNumber(startingWith digits: [UInt8]) -> Bool {
        guard let generalLengthBits = general?.lengthBits, generalLengthBits != 0 else { return false }
        return Self.validNumberKinds.contains { kind in
            description(kind)?.canStart(with: digits, generalLengthBits: generalLengthBits) ?? false
        }
    }
}

extension PhoneRegionMetadata {
    /// Where the international prefix that `digits` start with ends, as a number is parsed:
    /// nil when they start with none, or when a 0 follows it (calling codes never start with 0,
    /// so "00" followed by 0 is no prefix).
    func endOfInternationalPrefix(in digits: [UInt8]) -> Int? {
        guard let match = internationalPrefix?.prefixMatch(digits), match.end >= digits.count || digits[match.end] != UInt8(ascii: "0")
        else { return nil }
        return match.end
    }
}
