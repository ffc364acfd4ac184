/// libphonenumber's rules for a parsed number (calling code + national significant number):
/// whether its length is possible, its type, its region, its validity, and how it is written.
struct PhoneNumberRules {
    let table: PhoneMetadataTable

    /// How a national number's length compares with the lengths the plan allows.
    enum LengthCheck: Equatable {
        case possible, possibleLocalOnly, tooShort, tooLong, invalidLength
    }

    /// Compares the length of `nationalNumber` with the general lengths of `metadata`.
    static func checkLength(of nationalNumber: [UInt8], in metadata: PhoneRegionMetadata) -> LengthCheck {
        guard let general = metadata.general else { return .invalidLength }
        let length = nationalNumber.count
        if general.localOnlyLengths.contains(length) { return .possibleLocalOnly }
        guard let shortest = general.possibleLengths.first, let longest = general.possibleLengths.last else {
            return .invalidLength
        }
        if shortest == length { return .possible }
        if shortest > length { return .tooShort }
        if longest < length { return .tooLong }
        return general.possibleLengths.dropFirst().contains(length) ? .possible : .invalidLength
    }

    /// The plan that describes numbers of `countryCode` (its main region's).
    func mainMetadata(forCountryCode countryCode: Int) -> PhoneRegionMetadata? {
        table.mainMetadata(forCountryCode: countryCode)
    }

    /// Whether the number may exist: its length is possible (or possible for a local number).
    func isPossible(countryCode: Int, nationalNumber: [UInt8]) -> Bool {
        guard let metadata = mainMetadata(forCountryCode: countryCode) else { return false }
        let check = Self.checkLength(of: nationalNumber, in: metadata)
        return check == .possible || check == .possibleLocalOnly
    }

    /// The region the number belongs to; nil when several regions share its calling code and
    /// none claims it.
    func regionCode(countryCode: Int, nationalNumber: [UInt8]) -> String? {
        let regions = table.regions(forCountryCode: countryCode)
        guard let first = regions.first else { return nil }
        if regions.count == 1 { return first }
        for region in regions {
            guard let metadata = table.metadata(forRegion: region) else { continue }
            if let leadingDigits = metadata.leadingDigits {
                if leadingDigits.matchesPrefix(nationalNumber) { return region }
            } else if Self.type(of: nationalNumber, in: metadata) != .unknown {
                return region
            }
        }
        return nil
    }

    /// The type of `nationalNumber` in the plan of `metadata`.
    static func type(of nationalNumber: [UInt8], in metadata: PhoneRegionMetadata) -> PhoneNumberType {
        func matches(_ kind: PhoneNumberDescriptionKind) -> Bool {
            metadata.description(kind)?.matches(nationalNumber) ?? false
        }
        guard matches(.general) else { return .unknown }
        let specialTypes: [(PhoneNumberDescriptionKind, PhoneNumberType)] = [
            (.premiumRate, .premiumRate), (.tollFree, .tollFree), (.sharedCost, .sharedCost), (.voip, .voip),
            (.personalNumber, .personalNumber), (.pager, .pager), (.uan, .uan), (.voicemail, .voicemail),
        ]
        for (kind, type) in specialTypes where matches(kind) {
            return type
        }
        if matches(.fixedLine) {
            if metadata.hasSameMobileAndFixedLinePattern || matches(.mobile) { return .fixedLineOrMobile }
            return .fixedLine
        }
        if !metadata.hasSameMobileAndFixedLinePattern, matches(.mobile) { return .mobile }
        return .unknown
    }

    /// The number's type in its region, `.unknown` when it has none.
    func type(countryCode: Int, nationalNumber: [UInt8], regionCode: String?) -> PhoneNumberType {
        guard let regionCode, let metadata = table.metadata(forCountryCode: countryCode, regionCode: regionCode) else {
            return .unknown
        }
        return Self.type(of: nationalNumber, in: metadata)
    }

    /// Whether the number is valid for its region.
    func isValid(countryCode: Int, nationalNumber: [UInt8], regionCode: String?) -> Bool {
        guard let regionCode, let metadata = table.metadata(forCountryCode: countryCode, regionCode: regionCode) else {
            return false
        }
        if regionCode != "001", table.countryCode(forRegion: regionCode) != countryCode { return false }
        return Self.type(of: nationalNumber, in: metadata) != .unknown
    }

    // MARK: - Writing

    /// The national number grouped as its plan writes it, nationally (with the national
    /// prefix where the plan writes one) or after "+CC".
    func formattedNationalNumber(countryCode: Int, nationalNumber: [UInt8], national: Bool) -> [UInt8] {
        guard let metadata = mainMetadata(forCountryCode: countryCode) else { return nationalNumber }
        let formats =
            national || metadata.internationalNumberFormats.isEmpty
            ? metadata.numberFormats
            : metadata.internationalNumberFormats
        let chosen = formats.first { format in
            if let leading = format.leadingDigitsPatterns.last, !leading.matchesPrefix(nationalNumber) { return false }
            return format.pattern.matchesWhole(nationalNumber)
        }
        guard let chosen else { return nationalNumber }
        return chosen.pattern.replacingMatches(
            in: nationalNumber, with: national ? chosen.nationalFormat : chosen.format)
    }

    /// "+CC NN NN…": the international format.
    func formattedInternational(countryCode: Int, nationalNumber: [UInt8]) -> String {
        let national = formattedNationalNumber(countryCode: countryCode, nationalNumber: nationalNumber, national: false)
        guard table.isKnownCountryCode(countryCode) else { return String(decoding: nationalNumber, as: UTF8.self) }
        return "+\(countryCode) " + String(decoding: national, as: UTF8.self)
    }

    /// The national format.
    func formattedNational(countryCode: Int, nationalNumber: [UInt8]) -> String {
        String(decoding: formattedNationalNumber(countryCode: countryCode, nationalNumber: nationalNumber, national: true), as: UTF8.self)
    }
}
