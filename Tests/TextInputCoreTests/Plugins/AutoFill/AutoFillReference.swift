import Foundation

/// The matching rules written the obvious way, entry by entry, to check the index against.
struct AutoFillReference {
    /// The distinct strings, the first of each, in the source's order.
    let strings: [String]
    /// Their folded UTF-8.
    let keys: [[UInt8]]

    init(_ strings: [String]) {
        var seen = Set<String>()
        self.strings = strings.filter { seen.insert($0).inserted }
        keys = self.strings.map { Array(Self.fold($0).utf8) }
    }

    /// The first `limit` strings (without `removed`) that start with `query`, then those that
    /// contain it elsewhere, compared folded.
    func matches(for query: String, limit: Int, removed: Set<String> = []) -> [String] {
        guard limit > 0 else { return [] }
        let folded = Array(Self.fold(query).utf8)
        var prefixes: [String] = []
        var others: [String] = []
        for (string, key) in zip(strings, keys) where !removed.contains(string) {
            if key.starts(with: folded) {
                prefixes.append(string)
            } else if Self.contains(folded, after: key) {
                others.append(string)
            }
        }
        return Array((prefixes + others).prefix(limit))
    }

    /// The same, for a source built for one query.
    static func matches(in strings: [String], for query: String, limit: Int, removed: Set<String> = []) -> [String] {
        AutoFillReference(strings).matches(for: query, limit: limit, removed: removed)
    }

    /// The folding rule as documented, from Foundation's decomposition of the whole text: each
    /// scalar's lowercase mapping, without the combining diacritical marks.
    static func fold(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            for lower in scalar.properties.lowercaseMapping.unicodeScalars where !isDiacriticalMark(lower) {
                scalars.append(lower)
            }
        }
        return String(scalars)
    }

    private static func isDiacriticalMark(_ scalar: Unicode.Scalar) -> Bool {
        [0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F].contains { $0.contains(scalar.value) }
    }

    /// Whether `needle` stands in `key` at some byte after the first.
    private static func contains(_ needle: [UInt8], after key: [UInt8]) -> Bool {
        guard !needle.isEmpty, key.count > needle.count else { return false }
        for start in 1...(key.count - needle.count) where key[start] == needle[0] {
            var index = 1
            while index < needle.count, key[start + index] == needle[index] { index += 1 }
            if index == needle.count { return true }
        }
        return false
    }
}
