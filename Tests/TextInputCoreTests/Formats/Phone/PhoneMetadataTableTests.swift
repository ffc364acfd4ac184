import Testing

@testable import TextInputCore

/// The generated metadata and how it loads.
struct PhoneMetadataTableTests {
    private static let table = PhoneMetadataTable.shared

    @Test func theDataComesFromThePinnedPhonenumbersVersion() {
        #expect(Self.table.version == "9.0.43")
    }

    @Test func everyRegionAndCallingCodeHasAPlan() {
        #expect(Self.table.regionCodes.count >= 240)
        for region in Self.table.regionCodes {
            #expect(Self.table.metadata(forRegion: region)?.regionCode == region)
        }
        for code in [800, 808, 870, 878, 881, 882, 883, 888, 979] {
            #expect(Self.table.metadata(forNonGeographicCountryCode: code)?.regionCode == "001")
        }
        #expect(Self.table.mainRegion(forCountryCode: 1) == "US")
        #expect(Self.table.mainRegion(forCountryCode: 44) == "GB")
        #expect(Self.table.mainRegion(forCountryCode: 999) == "ZZ")
    }

    @Test func everyPatternOfEveryPlanCompiles() {
        var regions = Self.table.regionCodes.compactMap { Self.table.metadata(forRegion: $0) }
        regions += [800, 808, 870, 878, 881, 882, 883, 888, 979].compactMap {
            Self.table.metadata(forNonGeographicCountryCode: $0)
        }
        var failures: [String] = []
        for metadata in regions {
            var patterns = metadata.descriptions.compactMap { $0?.pattern }
            patterns += [metadata.internationalPrefix, metadata.nationalPrefixForParsing, metadata.leadingDigits].compactMap { $0 }
            for format in metadata.numberFormats + metadata.internationalNumberFormats {
                patterns.append(format.pattern)
                patterns += format.leadingDigitsPatterns
            }
            failures += patterns.filter { !$0.isValid }.map { "\(metadata.regionCode): \($0.source)" }
        }
        #expect(failures.isEmpty)
    }

    @Test func aRegionIsParsedOnceAndSharedAcrossThreads() async {
        let table = PhoneMetadataTable.makeFromGeneratedMetadata()
        let identities = await withTaskGroup(of: [ObjectIdentifier].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    ["US", "GB", "DE", "BR", "JP"].compactMap { table.metadata(forRegion: $0).map(ObjectIdentifier.init) }
                }
            }
            var all: [[ObjectIdentifier]] = []
            for await identities in group { all.append(identities) }
            return all
        }
        #expect(identities.count == 8)
        #expect(Set(identities).count == 1)
        #expect(identities.first?.count == 5)
    }

    @Test func unknownRegionsHaveNoPlan() {
        #expect(Self.table.metadata(forRegion: "ZZ") == nil)
        #expect(Self.table.metadata(forRegion: "001") == nil)
        #expect(Self.table.countryCode(forRegion: "ZZ") == 0)
    }
}
