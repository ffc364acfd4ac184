extension String {
    /// Which way a deletion key deletes.
    public enum DeletionDirection: Sendable {
        /// Backspace: the Character before the caret.
        case backward
        /// Forward delete: the Character after the caret.
        case forward
    }

    /// The range a deletion key removes, as text fields do it: the selection if there is one,
    /// else the whole Character before (or after) the caret; nil when there is nothing to delete.
    ///
    /// ```swift
    /// let text = "a👍🏽"
    /// text.rangeToDelete(.backward, selection: text.endIndex..<text.endIndex)
    /// // the range of "👍🏽": an emoji with its skin tone goes in one keystroke
    /// ```
    package func rangeToDelete(_ direction: DeletionDirection, selection: Range<Index>) -> Range<Index>? {
        guard selection.isEmpty else { return selection }
        switch direction {
        case .backward:
            guard selection.lowerBound > startIndex else { return nil }
            return index(before: selection.lowerBound)..<selection.lowerBound
        case .forward:
            guard selection.upperBound < endIndex else { return nil }
            return selection.upperBound..<index(after: selection.upperBound)
        }
    }
}
