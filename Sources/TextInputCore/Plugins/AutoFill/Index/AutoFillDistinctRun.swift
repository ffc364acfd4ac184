/// The distinct strings among those with one folded text, while an index drops duplicates:
/// usually one or two (a name and its spelling in capitals), compared one by one; a set once
/// there are many, so that no input makes the check quadratic.
struct AutoFillDistinctRun {
    private var strings: [String] = []
    private var set: Set<String>?

    /// The most strings compared one by one.
    private static let listLimit = 8

    /// Adds `string`; false when an equal one is there already.
    mutating func insert(_ string: String) -> Bool {
        if set != nil { return set?.insert(string).inserted ?? false }
        guard !strings.contains(string) else { return false }
        strings.append(string)
        if strings.count > Self.listLimit {
            set = Set(strings)
            strings = []
        }
        return true
    }

    /// Forgets every string, keeping the room they took.
    mutating func removeAll() {
        strings.removeAll(keepingCapacity: true)
        set = nil
    }
}
