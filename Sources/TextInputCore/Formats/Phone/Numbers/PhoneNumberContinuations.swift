/// What a phone number still being typed can become: whether digits typed after it can make
/// it a valid number, and of which regions.
///
/// A number can become valid when one of its readings is the start of a number that some
/// description of a region of its calling code accepts (fixed line, mobile, toll free…) at a
/// length that description allows. The readings are libphonenumber's: after "+" or the
/// default region's international prefix, a calling code and the national digits after it;
/// else the national digits of the default region (or, after the region's own calling code,
/// the digits after it). National digits are read as they are and without the national prefix
/// (or carrier code) the plan strips; digits that the national prefix can still grow over
/// ("0" of Hungary's "06") can become anything. Where several regions share the calling code,
/// each is tried, and a region that has leading digits only for numbers that start with them.
///
/// Each question runs the regions' compiled patterns over the digits typed (see
/// ``PhonePattern/matchesWhole(afterExtending:toLengths:)``): the work grows with the number's
/// length and the patterns of its calling code, never with the rest of the metadata.
///
/// ```swift
/// let continuations = PhoneNumberContinuations(table: .shared, allowedRegions: nil)
/// continuations.canBecomeValid(dialled: Array("061234567".utf8), defaultRegion: "FR") // true
/// continuations.canBecomeValid(dialled: Array("094".utf8), defaultRegion: "GB")       // false
/// ```
struct PhoneNumberContinuations {
    let table: PhoneMetadataTable
    /// The regions whose numbers count; nil for every region.
    let allowedRegions: Set<String>?

    /// Whether digits typed after `digits` ("+" first, if any), dialled in `defaultRegion`, can
    /// make a valid number of an allowed region.
    func canBecomeValid(dialled digits: [UInt8], defaultRegion: String) -> Bool {
        if digits.first == PhoneAsYouTypeFormatter.plus {
            return canBecomeValid(afterInternationalPrefix: digits.dropFirst(), defaultRegion: defaultRegion)
        }
        guard let plan = table.metadata(forRegion: defaultRegion) else { return false }
        if let internationalPrefix = plan.internationalPrefix {
            if let end = plan.endOfInternationalPrefix(in: digits),
                canBecomeValid(afterInternationalPrefix: digits[end...], defaultRegion: defaultRegion)
            {
                return true
            }
            if internationalPrefix.matchesWhole(afterExtending: digits, toLengths: Self.longer(than: digits.count)) {
                return true
            }
        }
        let ownCode = Array(String(plan.countryCode).utf8)
        if digits.starts(with: ownCode),
            canBecomeValid(countryCode: plan.countryCode, nationalDigits: Array(digits.dropFirst(ownCode.count)), plan: plan)
        {
            return true
        }
        return canBecomeValid(countryCode: plan.countryCode, nationalDigits: digits, plan: plan)
    }

    /// Whether digits typed after `nationalDigits` can make a valid number of `countryCode` of
    /// an allowed region; the digits are read without the national prefix of `plan` too, when
    /// one is given, and as the national significant number's start alone without one.
    func canBecomeValid(countryCode: Int, nationalDigits: [UInt8], plan: PhoneRegionMetadata?) -> Bool {
        var found = false
        forEachRegion(countryCode: countryCode, nationalDigits: nationalDigits, plan: plan) { _ in
            found = true
            return false
        }
        return found
    }

    /// The region of `countryCode` that the digits decide: its only region, or the one region
    /// whose numbers can start with `nationalDigits` (read as in
    /// ``canBecomeValid(countryCode:nationalDigits:plan:)``); nil while several can, or when none
    /// can.
    ///
    /// ```swift
    /// continuations.decidedRegion(countryCode: 1, nationalDigits: Array("41".utf8), plan: nil)  // nil
    /// continuations.decidedRegion(countryCode: 1, nationalDigits: Array("416".utf8), plan: nil) // "CA"
    /// ```
    func decidedRegion(countryCode: Int, nationalDigits: [UInt8], plan: PhoneRegionMetadata?) -> String? {
        let regions = table.regions(forCountryCode: countryCode)
        if regions.count == 1 { return regions[0] }
        var decided: String?
        var count = 0
        forEachRegion(countryCode: countryCode, nationalDigits: nationalDigits, plan: plan) { region in
            decided = region
            count += 1
            return count < 2
        }
        return count == 1 ? decided : nil
    }

    // MARK: - Readings

    /// Whether the digits after "+" or an international prefix can become a valid number: a
    /// calling code still being typed can, the national digits after one are asked about.
    private func canBecomeValid(afterInternationalPrefix digits: ArraySlice<UInt8>, defaultRegion: String) -> Bool {
        let digits = Array(digits)
        guard let (countryCode, national) = PhoneAsYouTypeFormatter.countryCode(startingWith: digits, in: table) else {
            return callingCodeStarts(with: digits)
        }
        // The parser's plan: the default region's when it is the code's main region.
        let plan =
            table.mainRegion(forCountryCode: countryCode) == defaultRegion
            ? table.metadata(forRegion: defaultRegion) : table.mainMetadata(forCountryCode: countryCode)
        return canBecomeValid(countryCode: countryCode, nationalDigits: national, plan: plan)
    }

    /// Whether a calling code of an allowed region starts with `digits` (at most two digits,
    /// none of them a calling code): a look-up of each code below 1000 that starts with them.
    private func callingCodeStarts(with digits: [UInt8]) -> Bool {
        guard digits.count < 3, digits.first != UInt8(ascii: "0") else { return false }
        let typed = digits.reduce(0) { $0 * 10 + Int($1 &- UInt8(ascii: "0")) }
        var scale = 1
        for _ in digits.count..<3 {
            scale *= 10
            for code in typed * scale..<(typed + 1) * scale where hasAllowedRegion(countryCode: code) {
                return true
            }
        }
        return false
    }

    /// Calls `body` with each allowed region of `countryCode` whose valid numbers can start
    /// with what `nationalDigits` can be the start of, until it returns false: the digits
    /// themselves; with a `plan`, the digits without its national prefix; and anything at all
    /// while its national prefix can still grow over the digits.
    private func forEachRegion(
        countryCode: Int, nationalDigits: [UInt8], plan: PhoneRegionMetadata?, _ body: (String) -> Bool
    ) {
        let regions = table.regions(forCountryCode: countryCode)
        var starts = [nationalDigits]
        if let plan, let nationalPrefix = plan.nationalPrefixForParsing, !nationalPrefix.source.isEmpty {
            if nationalPrefix.matchesWhole(afterExtending: nationalDigits, toLengths: Self.longer(than: nationalDigits.count)) {
                starts = [[]]
            } else if let stripped = PhoneNumberParser.withoutNationalPrefix(nationalDigits, metadata: plan), stripped != nationalDigits {
                starts.append(stripped)
            }
        }
        for region in regions where allows(region) {
            guard let metadata = table.metadata(forCountryCode: countryCode, regionCode: region) else { continue }
            // Of regions sharing a code, one with leading digits has only numbers that start
            // with them (libphonenumber's region of a number).
            let leadingDigits = regions.count > 1 ? metadata.leadingDigits.flatMap { $0.source.isEmpty ? nil : $0 } : nil
            let canStart = starts.contains { start in
                (leadingDigits?.matchesPrefix(afterExtending: start) ?? true) && metadata.hasValidNumber(startingWith: start)
            }
            if canStart, !body(region) { return }
        }
    }

    private func allows(_ region: String) -> Bool {
        allowedRegions?.contains(region) ?? true
    }

    private func hasAllowedRegion(countryCode: Int) -> Bool {
        table.regions(forCountryCode: countryCode).contains(where: allows)
    }

    /// The lengths (as bits) of strings longer than `count`.
    private static func longer(than count: Int) -> UInt32 {
        count >= 31 ? 0 : ~UInt32(0) << UInt32(count + 1)
    }
}
