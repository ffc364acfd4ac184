/// Reads a dialled digit string the way libphonenumber's `parse` does: recognises "+" or the
/// default region's international prefix and the calling code after it, or a number that
/// starts with the default region's own calling code, then strips a national prefix (and
/// carrier code) when what remains is still a possible number.
struct PhoneNumberParser {
    let table: PhoneMetadataTable

    /// A parsed number: its calling code and national significant number.
    struct Result: Equatable {
        var countryCode: Int
        var nationalNumber: [UInt8]
        /// Whether `nationalNumber` still starts with the national prefix (or carrier code) the
        /// plan strips, kept because the number is too short without it, as libphonenumber
        /// keeps it: "061234567" in France, one digit short of a mobile number.
        var keepsNationalPrefix = false
    }

    private static let shortestNationalNumber = 2
    private static let longestNationalNumber = 17

    /// Parses `digits` (ASCII digits, optionally after one "+") typed in `defaultRegion`
    /// (uppercased); nil
    /// where libphonenumber's parse throws.
    func parse(_ digits: [UInt8], defaultRegion: String) -> Result? {
        let hasPlus = digits.first == PhoneAsYouTypeFormatter.plus
        let digitCount = hasPlus ? digits.count - 1 : digits.count
        // A viable number has two digits, or three after a "+".
        guard digitCount >= (hasPlus ? 3 : 2) else { return nil }
        var metadata = table.metadata(forRegion: defaultRegion)
        if metadata == nil && !hasPlus { return nil }

        var countryCode: Int
        var nationalNumber: [UInt8]
        switch extractCountryCode(digits, defaultMetadata: metadata) {
        case let .found(code, rest):
            (countryCode, nationalNumber) = (code, rest)
        case .none:
            (countryCode, nationalNumber) = (0, [])
        case .failed(let isUnknownCode):
            // An unknown calling code after "+": read the digits again as if there were no "+".
            guard isUnknownCode, hasPlus else { return nil }
            guard case let .found(code, rest) = extractCountryCode(Array(digits.dropFirst()), defaultMetadata: metadata) else {
                return nil
            }
            (countryCode, nationalNumber) = (code, rest)
        }

        if countryCode != 0 {
            if table.mainRegion(forCountryCode: countryCode) != defaultRegion {
                metadata = table.mainMetadata(forCountryCode: countryCode)
            }
        } else {
            nationalNumber = digits
            countryCode = metadata?.countryCode ?? 0
        }
        guard nationalNumber.count >= Self.shortestNationalNumber else { return nil }
        var keepsNationalPrefix = false
        if let metadata {
            let stripped = Self.stripNationalPrefix(from: nationalNumber, metadata: metadata)
            switch PhoneNumberRules.checkLength(of: stripped, in: metadata) {
            case .tooShort, .possibleLocalOnly, .invalidLength:
                // The unstripped number may be a valid short number.
                keepsNationalPrefix = stripped != nationalNumber
            case .possible, .tooLong:
                nationalNumber = stripped
            }
        }
        guard (Self.shortestNationalNumber...Self.longestNationalNumber).contains(nationalNumber.count) else {
            return nil
        }
        return Result(countryCode: countryCode, nationalNumber: nationalNumber, keepsNationalPrefix: keepsNationalPrefix)
    }

    private enum CountryCodeExtraction {
        case found(Int, [UInt8])
        case none
        case failed(unknownCode: Bool)
    }

    private func extractCountryCode(_ digits: [UInt8], defaultMetadata: PhoneRegionMetadata?) -> CountryCodeExtraction {
        guard !digits.isEmpty else { return .none }
        var number = digits
        var hadInternationalPrefix = false
        if number.first == PhoneAsYouTypeFormatter.plus {
            number.removeFirst()
            hadInternationalPrefix = true
        } else if let end = defaultMetadata?.endOfInternationalPrefix(in: number) {
            number.removeFirst(end)
            hadInternationalPrefix = true
        }
        if hadInternationalPrefix {
            guard number.count > Self.shortestNationalNumber else { return .failed(unknownCode: false) }
            guard let (code, rest) = PhoneAsYouTypeFormatter.countryCode(startingWith: number, in: table) else {
                return .failed(unknownCode: true)
            }
            return .found(code, rest)
        }
        guard let metadata = defaultMetadata, let general = metadata.general else { return .none }
        // A number that starts with the region's own calling code, and reads better without it.
        let ownCode = Array(String(metadata.countryCode).utf8)
        guard number.starts(with: ownCode) else { return .none }
        let withoutCode = Self.stripNationalPrefix(from: Array(number.dropFirst(ownCode.count)), metadata: metadata)
        if (!general.matchesPattern(number) && general.matchesPattern(withoutCode))
            || PhoneNumberRules.checkLength(of: number, in: metadata) == .tooLong
        {
            return .found(metadata.countryCode, withoutCode)
        }
        return .none
    }

    /// `number` without the national prefix (and carrier code) that the plan's
    /// national-prefix-for-parsing pattern finds at its start, rewritten by the transform rule
    /// if there is one; unchanged when that would turn a number that matched the general
    /// pattern into one that does not.
    static func stripNationalPrefix(from number: [UInt8], metadata: PhoneRegionMetadata) -> [UInt8] {
        guard let candidate = withoutNationalPrefix(number, metadata: metadata) else { return number }
        let general = metadata.general
        if (general?.matchesPattern(number) ?? false) && !(general?.matchesPattern(candidate) ?? false) {
            return number
        }
        return candidate
    }

    /// `number` without what the plan's national-prefix-for-parsing pattern finds at its start,
    /// rewritten by the transform rule if there is one; nil when the pattern finds nothing.
    static func withoutNationalPrefix(_ number: [UInt8], metadata: PhoneRegionMetadata) -> [UInt8]? {
        let transforms = !(metadata.nationalPrefixTransformRule?.isEmpty ?? true)
        guard !number.isEmpty, let prefix = metadata.nationalPrefixForParsing, !prefix.source.isEmpty,
            let match = prefix.firstMatch(in: number, from: 0, wholeInput: false, capturingGroups: transforms)
        else {
            return nil
        }
        if transforms, let rule = metadata.nationalPrefixTransformRule, prefix.groupCount > 0,
            match.participates(prefix.groupCount)
        {
            return prefix.replacingMatches(in: number, with: rule, limit: 1)
        }
        return Array(number[match.end...])
    }
}
