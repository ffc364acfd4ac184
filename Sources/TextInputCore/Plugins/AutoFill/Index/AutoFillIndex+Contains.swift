extension AutoFillIndex.View {
    /// The longest list whose entries an answer keeps for narrowing.
    static let keptCandidatesLimit = 2048
    /// A list more than this many times longer than the shortest one is not read alongside it:
    /// checking the shortest one's entries costs less.
    static let intersectedLengthRatio = 16
    /// The most lists read alongside the shortest one.
    static let intersectedListLimit = 3

    /// The entries that hold a query elsewhere than at their start, and what narrowing keeps.
    struct ContainsAnswer {
        /// The first of them in the source's order that do not start with the query and are not
        /// removed.
        var entries: [UInt32] = []
        /// Entries among which are all that hold the query after their first byte, when few;
        /// nil otherwise (see ``AutoFillNarrowing/containing``).
        var candidates: [UInt32]?
    }

    /// The first `limit` entries in the source's order that hold `query` (not empty) elsewhere
    /// than at their start, do not start with it and are not removed; `previous` holds all
    /// those of a query this one extends, when an answer kept them.
    func firstEntries(containing query: AutoFillKey, limit: Int, excluding removals: AutoFillRemovals, among previous: [UInt32]?) -> ContainsAnswer {
        var lists: [AutoFillCandidateList] = []
        switch grams.candidates(for: query) {
        case .none:
            return ContainsAnswer(candidates: [])
        case let .lists(postings, isExact):
            lists = postings.map { .postings($0, isExact: isExact) }
        case .everyEntry:
            break
        }
        guard let previous else {
            guard !lists.isEmpty else { return ContainsAnswer(entries: scan(for: query, limit: limit, excluding: removals)) }
            return intersect(lists, query: query, limit: limit, excluding: removals)
        }
        return previous.withBorrowedElements { previous in
            // The kept candidates are one more list, usually the shortest.
            let kept = AutoFillCandidateList.kept(previous)
            lists.insert(kept, at: lists.firstIndex { $0.count > kept.count } ?? lists.endIndex)
            return intersect(lists, query: query, limit: limit, excluding: removals)
        }
    }

    /// The entries in every one of `lists` (shortest first) that hold `query` after their first
    /// byte.
    ///
    /// The shortest list is read entry by entry; the next ones, when not much longer, are read
    /// alongside it (their reads cost less than checking an entry's text, a read from anywhere
    /// in memory), and an entry in all of them is checked unless one of them is exact. Reading
    /// stops once `limit` entries are found; when the shortest list is short, its entries not
    /// read yet are kept, with those found, for a longer query to narrow.
    private func intersect(_ lists: [AutoFillCandidateList], query: AutoFillKey, limit: Int, excluding removals: AutoFillRemovals) -> ContainsAnswer {
        guard let shortest = lists.first else { return ContainsAnswer(candidates: []) }
        let used =
            [shortest]
            + lists.dropFirst()
            .prefix { $0.count <= shortest.count * Self.intersectedLengthRatio }
            .prefix(Self.intersectedListLimit)
        let isExact = used.contains { $0.isExact }
        var driver = AutoFillCandidateList.Cursor(shortest)
        var others = used.dropFirst().map(AutoFillCandidateList.Cursor.init)
        var answer = ContainsAnswer(candidates: shortest.count <= Self.keptCandidatesLimit ? [] : nil)
        candidates: while answer.entries.count < limit, let entry = driver.next() {
            for index in others.indices where !others[index].holds(entry) { continue candidates }
            let key = keys[Int(entry)]
            guard isExact || key.containsAfterStart(query) else { continue }
            answer.candidates?.append(entry)
            if !key.hasPrefix(query), !removals.contains(Int(entry)) {
                answer.entries.append(entry)
            }
        }
        if answer.candidates != nil {
            while let entry = driver.next() { answer.candidates?.append(entry) }
        }
        return answer
    }

    /// The first `limit` entries that hold `query` elsewhere than at their start, do not start
    /// with it and are not removed, read in the source's order: for a query that many entries
    /// hold.
    private func scan(for query: AutoFillKey, limit: Int, excluding removals: AutoFillRemovals) -> [UInt32] {
        var entries: [UInt32] = []
        for entry in 0..<count {
            let key = keys[entry]
            if key.containsAfterStart(query), !key.hasPrefix(query), !removals.contains(entry) {
                entries.append(UInt32(entry))
                if entries.count == limit { break }
            }
        }
        return entries
    }
}
