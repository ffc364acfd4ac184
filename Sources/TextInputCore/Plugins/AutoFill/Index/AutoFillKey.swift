import Foundation

/// A folded text as UTF-8 bytes (see ``Swift/String/autoFillFolded``), borrowed: the unit the
/// built-in matching compares. Matching bytes is matching scalars, since a valid UTF-8 query
/// can only match a valid UTF-8 text at a scalar's start.
struct AutoFillKey {
    /// The bytes, valid while the buffer they were borrowed from is.
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }
    var isEmpty: Bool { bytes.isEmpty }

    /// Whether this text starts with `query`.
    @inline(__always)
    func hasPrefix(_ query: AutoFillKey) -> Bool {
        query.count <= count && Self.equal(bytes.baseAddress, query.bytes.baseAddress, count: query.count)
    }

    /// Whether this text has the same bytes as `other`.
    @inline(__always)
    func hasSameBytes(as other: AutoFillKey) -> Bool {
        count == other.count && Self.equal(bytes.baseAddress, other.bytes.baseAddress, count: count)
    }

    /// This text's first `query.count` bytes compared with `query`: negative when they sort
    /// before it, 0 when this text starts with `query`, positive when they sort after it. A
    /// text shorter than `query` that is a prefix of it sorts before it.
    @inline(__always)
    func comparePrefix(with query: AutoFillKey) -> Int {
        let common = Swift.min(count, query.count)
        if common > 0, let base = bytes.baseAddress, let queryBase = query.bytes.baseAddress {
            let order = memcmp(base, queryBase, common)
            if order != 0 { return Int(order) }
        }
        return count >= query.count ? 0 : -1
    }

    /// Whether this text holds `query` at a byte after its first one: elsewhere than at its
    /// start (it may start with it too).
    @inline(__always)
    func containsAfterStart(_ query: AutoFillKey) -> Bool {
        let length = query.count
        guard length > 0, count > length, let base = bytes.baseAddress, let queryBase = query.bytes.baseAddress else {
            return false
        }
        let first = queryBase.pointee
        var offset = 1
        while offset <= count - length {
            if base[offset] == first, Self.equal(base + offset + 1, queryBase + 1, count: length - 1) {
                return true
            }
            offset += 1
        }
        return false
    }

    /// Whether `count` bytes at two places are equal. Queries are a few bytes: a loop beats a
    /// call to `memcmp` there.
    @inline(__always)
    private static func equal(_ first: UnsafePointer<UInt8>?, _ second: UnsafePointer<UInt8>?, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard let first, let second else { return false }
        guard count <= 16 else { return memcmp(first, second, count) == 0 }
        for index in 0..<count where first[index] != second[index] {
            return false
        }
        return true
    }

    /// How this text matches `query` by the built-in rule.
    func kind(matching query: AutoFillKey) -> AutoFillMatcher.Kind? {
        if hasPrefix(query) { return .prefix }
        return containsAfterStart(query) ? .contains : nil
    }

    /// How `candidate` matches `query` by the built-in rule, both folded first.
    static func kind(of candidate: String, matching query: String) -> AutoFillMatcher.Kind? {
        let candidateBytes = candidate.autoFillFoldedUTF8
        let queryBytes = query.autoFillFoldedUTF8
        return candidateBytes.withUnsafeBufferPointer { candidate in
            queryBytes.withUnsafeBufferPointer { query in
                AutoFillKey(candidate).kind(matching: AutoFillKey(query))
            }
        }
    }
}
