import Foundation

/// libphonenumber's numbering plans for every region, read from the generated
/// `phoneMetadataText` on first use.
///
/// Creating the table only indexes the text: which calling codes exist, which regions share
/// them, and where each region's block starts. A region's block is parsed, and its patterns
/// compiled, the first time the region is asked for; the result is kept for the life of the
/// table. ``shared`` is created once, lazily and thread-safely (a `static let`), and every
/// lookup takes a lock, so any thread may use it.
package final class PhoneMetadataTable: @unchecked Sendable {
    /// The table every phone format uses.
    package static let shared = PhoneMetadataTable(text: phoneMetadataText)

    /// A new table over the generated metadata, sharing nothing with ``shared``: what a cold
    /// start costs. For benchmarks and tests.
    package static func makeFromGeneratedMetadata() -> PhoneMetadataTable {
        PhoneMetadataTable(text: phoneMetadataText)
    }

    /// The version of the `phonenumbers` package the data comes from.
    package let version: String
    /// Regions per calling code (an index below 1000), the main region first ("001" for
    /// non-geographic codes); empty for an unknown code. An array, not a dictionary: it is read
    /// several times per keystroke.
    private let regionsByCountryCode: [[String]]
    /// The calling code of each geographic region.
    let countryCodeByRegion: [String: Int]

    private let bytes: [UInt8]
    /// Byte ranges of the region blocks, keyed by region code, or by "+<code>" for
    /// non-geographic calling codes.
    private let blocks: [String: Range<Int>]
    private let lock = NSLock()
    private var loaded: [String: PhoneRegionMetadata] = [:]
    /// The main region's plan per calling code, once loaded.
    private var mainMetadataByCountryCode: [PhoneRegionMetadata?]

    /// Indexes `text`, written in the generated line format.
    package init(text: String) {
        var version = ""
        var regionsByCountryCode: [Int: [String]] = [:]
        var countryCodeByRegion: [String: Int] = [:]
        var blocks: [String: Range<Int>] = [:]
        let bytes = Array(text.utf8)
        var openBlock: (key: String, start: Int)?
        let kinds = [UInt8(ascii: "V"), UInt8(ascii: "C"), UInt8(ascii: "R")]
        PhoneMetadataLines.forEachLine(in: bytes, startingWith: kinds) { line, range in
            guard let kind = line.first else { return }
            switch kind {
            case UInt8(ascii: "V"):
                version = PhoneMetadataLines.fields(of: line).dropFirst().first.map { String(decoding: $0, as: UTF8.self) } ?? ""
            case UInt8(ascii: "C"):
                let fields = PhoneMetadataLines.fields(of: line)
                guard fields.count >= 3, let code = PhoneMetadataLines.integer(fields[1]) else { return }
                let regions = fields[2].split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) }
                regionsByCountryCode[code] = regions
                for region in regions where region != "001" {
                    countryCodeByRegion[region] = code
                }
            case UInt8(ascii: "R"):
                if let openBlock { blocks[openBlock.key] = openBlock.start..<range.lowerBound }
                // Only the region and calling code are needed now: "R\tUS\t1\t…".
                let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 3, omittingEmptySubsequences: false)
                guard fields.count >= 3 else {
                    openBlock = nil
                    return
                }
                let region = String(decoding: fields[1], as: UTF8.self)
                let key = region == "001" ? "+" + String(decoding: fields[2], as: UTF8.self) : region
                openBlock = (key, range.lowerBound)
            default:
                break
            }
        }
        if let openBlock { blocks[openBlock.key] = openBlock.start..<bytes.count }
        self.bytes = bytes
        self.version = version
        var regionsByCode = [[String]](repeating: [], count: Self.countryCodeLimit)
        for (code, regions) in regionsByCountryCode where code > 0 && code < Self.countryCodeLimit {
            regionsByCode[code] = regions
        }
        self.regionsByCountryCode = regionsByCode
        mainMetadataByCountryCode = Array(repeating: nil, count: Self.countryCodeLimit)
        self.countryCodeByRegion = countryCodeByRegion
        self.blocks = blocks
    }

    // MARK: - Lookups

    /// The numbering plan of a geographic region ("US", "GB"…); nil for an unknown code.
    func metadata(forRegion regionCode: String) -> PhoneRegionMetadata? {
        load(key: regionCode) ?? load(key: regionCode.uppercased())
    }

    /// Parses the plan of `regionCode` now rather than on first use; answers whether the region
    /// exists. For benchmarks and for apps that want the cost paid early.
    @discardableResult
    package func preload(region regionCode: String) -> Bool {
        metadata(forRegion: regionCode) != nil
    }

    /// The numbering plan of a non-geographic calling code (800, 808, 870…).
    func metadata(forNonGeographicCountryCode countryCode: Int) -> PhoneRegionMetadata? {
        load(key: "+\(countryCode)")
    }

    /// The plan of `regionCode`, or of the non-geographic `countryCode` when the region is "001".
    func metadata(forCountryCode countryCode: Int, regionCode: String) -> PhoneRegionMetadata? {
        regionCode == "001" ? metadata(forNonGeographicCountryCode: countryCode) : metadata(forRegion: regionCode)
    }

    /// Calling codes have at most three digits.
    private static let countryCodeLimit = 1000

    /// The regions of a calling code, the main region first; empty for an unknown code.
    func regions(forCountryCode countryCode: Int) -> [String] {
        countryCode > 0 && countryCode < Self.countryCodeLimit ? regionsByCountryCode[countryCode] : []
    }

    /// The main region of a calling code ("US" for 1, "001" for 800), "ZZ" when the code is
    /// unknown.
    func mainRegion(forCountryCode countryCode: Int) -> String {
        regions(forCountryCode: countryCode).first ?? "ZZ"
    }

    /// The plan of the main region of a calling code (the non-geographic plan for 800…), which
    /// holds the formats of every region sharing the code; nil for an unknown code.
    func mainMetadata(forCountryCode countryCode: Int) -> PhoneRegionMetadata? {
        guard let region = regions(forCountryCode: countryCode).first else { return nil }
        lock.lock()
        let cached = mainMetadataByCountryCode[countryCode]
        lock.unlock()
        if let cached { return cached }
        guard let metadata = metadata(forCountryCode: countryCode, regionCode: region) else { return nil }
        lock.lock()
        mainMetadataByCountryCode[countryCode] = metadata
        lock.unlock()
        return metadata
    }

    /// The calling code of a region, 0 for an unknown region.
    func countryCode(forRegion regionCode: String) -> Int {
        countryCodeByRegion[regionCode] ?? countryCodeByRegion[regionCode.uppercased()] ?? 0
    }

    /// Whether `countryCode` is a calling code the data knows.
    func isKnownCountryCode(_ countryCode: Int) -> Bool {
        !regions(forCountryCode: countryCode).isEmpty
    }

    /// Every geographic region, sorted.
    package var regionCodes: [String] {
        countryCodeByRegion.keys.sorted()
    }

    private func load(key: String) -> PhoneRegionMetadata? {
        lock.lock()
        defer { lock.unlock() }
        if let metadata = loaded[key] { return metadata }
        guard let block = blocks[key] else { return nil }
        guard let metadata = PhoneMetadataLines.parseRegion(bytes[block]) else { return nil }
        loaded[key] = metadata
        return metadata
    }
}
