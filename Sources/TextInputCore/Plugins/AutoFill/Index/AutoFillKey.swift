/// A folded text as UTF-8 bytes (see ``Swift/String/autoFillFolded``), borrowed: the unit the
/// built-in matching compares. Matching bytes is matching scalars, since a valid UTF-8 query
/// can only match a valid UTF-8 text at a scalar's start.
struct AutoFillKey {
    /// The bytes, valid while the buffer they were borrowed from is.
    let bytes: BorrowedBuffer<UInt8>

    init(_ bytes: BorrowedBuffer<UInt8>) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }
    var isEmpty: Bool { bytes.isEmpty }

    /// Whether this text starts with `query`.
    func hasPrefix(_ query: AutoFillKey) -> Bool {
        bytes.starts(with: query.bytes)
    }

    /// Whether this text has the same bytes as `other`.
    func hasSameBytes(as other: AutoFillKey) -> Bool {
        bytes.elementsEqual(other.bytes)
    }

    /// This text's first `query.count` bytes compared with `query`: negative when they sort
    /// before it, 0 when this text starts with `query`, positive when they sort after it. A
    /// text shorter than `query` that is a prefix of it sorts before it.
    func comparePrefix(with query: AutoFillKey) -> Int {
        let common = Swift.min(count, query.count)
        let order = bytes.extracting(0..<common).compare(with: query.bytes.extracting(0..<common))
        if order != 0 { return order }
        return count >= query.count ? 0 : -1
    }

    /// Whether this text holds `query` at a byte after its first one: elsewhere than at its
    /// start (it may start with it too).
    func containsAfterStart(_ query: AutoFillKey) -> Bool {
        let length = query.count
        guard length > 0, count > length else { return false }
        let first = query.bytes[0]
        let rest = query.bytes.extracting(1...)
        var offset = 1
        while offset <= count - length {
            if bytes[offset] == first, bytes.extracting((offset + 1)..<(offset + length)).elementsEqual(rest) {
                return true
            }
            offset += 1
        }
        return false
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
        return candidateBytes.withBorrowedElements { candidate in
            queryBytes.withBorrowedElements { query in
                AutoFillKey(candidate).kind(matching: AutoFillKey(query))
            }
        }
    }
}
