extension String {
    /// The Characters of this suggestion that spell `query`, compared as the built-in autofill
    /// matching compares (``autoFillFolded``: case and diacritics aside), so that a list can
    /// emphasise what the user typed: "Pár" in "Páros" for "par", "par" in "Sparta". A match at
    /// the start wins over one further on. Nil for an empty query, or when no run of whole
    /// Characters folds to exactly the folded query (a custom matcher's match, such as
    /// initials, has nothing to emphasise).
    ///
    /// ```swift
    /// let match = "São Paulo"
    /// match.autoFillMatchedRange(of: "sa").map { match[$0] }     // "Sã"
    /// match.autoFillMatchedRange(of: "paul").map { match[$0] }   // "Paul"
    /// ```
    package func autoFillMatchedRange(of query: String) -> Range<String.Index>? {
        let target = query.autoFillFolded
        guard !target.isEmpty else { return nil }
        // Folded once per Character, so that each candidate start reuses them.
        let characters = indices.map { index in
            (start: index, folded: String(self[index]).autoFillFolded)
        }
        // A Character that folds to nothing (a lone combining mark) starts no emphasis.
        for first in characters.indices where !characters[first].folded.isEmpty {
            if let end = end(ofRunFrom: first, in: characters, spelling: target) {
                return characters[first].start..<end
            }
        }
        return nil
    }

    /// The end of the run of Characters from `first` whose folded text is `target`, or nil when
    /// the run passes it without spelling it exactly.
    private func end(
        ofRunFrom first: Int,
        in characters: [(start: String.Index, folded: String)],
        spelling target: String
    ) -> String.Index? {
        var folded = ""
        for position in characters.indices[first...] {
            folded += characters[position].folded
            if folded == target {
                let next = position + 1
                return next < characters.endIndex ? characters[next].start : endIndex
            }
            guard target.hasPrefix(folded) else { return nil }
        }
        return nil
    }
}
