extension String {
    /// The Character boundary at or before `index`; `index` may come from another string with
    /// the same prefix, split a scalar or lie past the end.
    func characterBoundary(atOrBefore index: Index) -> Index {
        if index >= endIndex { return endIndex }
        if index <= startIndex { return startIndex }
        if let aligned = Index(index, within: self) { return aligned }
        var boundary = startIndex
        for candidate in indices {
            if candidate > index { break }
            boundary = candidate
        }
        return boundary
    }

    /// The Character boundary at or after `index`; see ``characterBoundary(atOrBefore:)``.
    func characterBoundary(atOrAfter index: Index) -> Index {
        if index >= endIndex { return endIndex }
        if index <= startIndex { return startIndex }
        if let aligned = Index(index, within: self) { return aligned }
        return indices.first { $0 > index } ?? endIndex
    }

    /// `range` widened to Character boundaries of this string and clamped to it; an empty range
    /// (a caret) stays empty, at the boundary before it, so that inserting there never replaces
    /// the Character it split.
    func characterAlignedRange(_ range: Range<Index>) -> Range<Index> {
        let lower = characterBoundary(atOrBefore: range.lowerBound)
        guard !range.isEmpty else { return lower..<lower }
        let upper = Swift.max(lower, characterBoundary(atOrAfter: range.upperBound))
        return lower..<upper
    }

    /// The index `offset` Characters from the start, clamped to the text.
    func index(atCharacterOffset offset: Int) -> Index {
        index(startIndex, offsetBy: Swift.max(0, offset), limitedBy: endIndex) ?? endIndex
    }

    /// The Characters between the start and `index`.
    func characterOffset(of index: Index) -> Int {
        distance(from: startIndex, to: characterBoundary(atOrBefore: index))
    }

    /// `range` widened to Character boundaries (``characterAlignedRange(_:)``), in Characters
    /// from the start: how descriptions and logs print a selection.
    package func characterOffsets(of range: Range<Index>) -> Range<Int> {
        let aligned = characterAlignedRange(range)
        let lower = distance(from: startIndex, to: aligned.lowerBound)
        return lower..<(lower + distance(from: aligned.lowerBound, to: aligned.upperBound))
    }
}
