import Foundation

extension String {
    /// The range of this text that a UTF-16 `NSRange` from a text field points at.
    ///
    /// Text fields on Apple platforms speak UTF-16 offsets. A range from a misbehaving host that
    /// lies partly or wholly outside the text is clamped to it, a negative length counts as
    /// empty, and a range that splits a surrogate pair or a grapheme cluster is widened to the
    /// Character boundaries around it, so that no edit can cut a Character in half. An empty
    /// range (a caret) inside a Character moves to the boundary before that Character.
    ///
    /// ```swift
    /// let text = "👍🏽ok"
    /// text.characterRange(forUTF16: NSRange(location: 1, length: 2))
    /// // splits 👍🏽 (4 UTF-16 units): widened to the whole emoji, text.startIndex..<"o"
    /// text.characterRange(forUTF16: NSRange(location: 1, length: 0))
    /// // a caret inside 👍🏽: moved before it, text.startIndex..<text.startIndex
    /// ```
    package func characterRange(forUTF16 range: NSRange) -> Range<Index> {
        characterRangeCheckingExactness(forUTF16: range).range
    }

    /// ``characterRange(forUTF16:)``, and whether `range` needed no clamping or widening.
    func characterRangeCheckingExactness(forUTF16 range: NSRange) -> (range: Range<Index>, isExact: Bool) {
        let clamped = range.clamped(toUTF16Length: utf16.count)
        let lower = utf16.index(utf16.startIndex, offsetBy: clamped.location)
        let upper = utf16.index(lower, offsetBy: clamped.length)
        let aligned = characterAlignedRange(lower..<upper)
        return (aligned, clamped == range && aligned == lower..<upper)
    }

    /// The UTF-16 `NSRange` of `range`, as a text field on Apple platforms expects it.
    ///
    /// ```swift
    /// let text = "a👍b"
    /// text.utf16Range(of: text.index(before: text.endIndex)..<text.endIndex)
    /// // NSRange(location: 3, length: 1)
    /// ```
    package func utf16Range(of range: Range<Index>) -> NSRange {
        let lower = Swift.min(range.lowerBound, endIndex)
        let upper = Swift.min(Swift.max(range.upperBound, lower), endIndex)
        let location = utf16.distance(from: utf16.startIndex, to: lower)
        return NSRange(location: location, length: utf16.distance(from: lower, to: upper))
    }

    /// Whether `range` lies inside this text on Character boundaries.
    package func isValidCharacterRange(_ range: Range<Index>) -> Bool {
        range.lowerBound >= startIndex && range.upperBound <= endIndex
            && Index(range.lowerBound, within: self) != nil
            && Index(range.upperBound, within: self) != nil
    }
}

extension NSRange {
    /// Whether this range lies inside a text of `length` UTF-16 units. A range from a platform
    /// may hold `NSNotFound` or negative values: the bounds are compared without adding them up,
    /// since `NSNotFound + 1` overflows.
    ///
    /// ```swift
    /// NSRange(location: 2, length: 3).isInside(utf16Length: 5)          // true
    /// NSRange(location: NSNotFound, length: 1).isInside(utf16Length: 5) // false
    /// ```
    package func isInside(utf16Length length: Int) -> Bool {
        location >= 0 && self.length >= 0 && location <= length && self.length <= length - location
    }

    /// This range moved inside `0..<length`: a location past the end moves to the end, a
    /// negative length counts as empty, and the length is cut at the end.
    func clamped(toUTF16Length length: Int) -> NSRange {
        let location = Swift.min(Swift.max(self.location, 0), length)
        return NSRange(location: location, length: Swift.min(Swift.max(self.length, 0), length - location))
    }
}
