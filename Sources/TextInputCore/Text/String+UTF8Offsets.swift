extension String {
    /// `range` as UTF-8 offsets from the start: what the formatters' byte-level rules count in.
    func utf8Offsets(of range: Range<Index>) -> Range<Int> {
        utf8.distance(from: startIndex, to: range.lowerBound)..<utf8.distance(from: startIndex, to: range.upperBound)
    }

    /// The range at UTF-8 `offsets` from the start.
    func utf8Range(_ offsets: Range<Int>) -> Range<Index> {
        utf8.index(startIndex, offsetBy: offsets.lowerBound)..<utf8.index(startIndex, offsetBy: offsets.upperBound)
    }
}

extension TextInputEdit {
    /// The edited range of ``originalText`` as UTF-8 offsets from its start: the unit of
    /// ``validationResult(showingUTF8:caretAtUTF8Offset:)``, for a formatter that reads and
    /// writes bytes.
    ///
    /// ```swift
    /// let text = "CA FE"
    /// let edit = TextInputEdit(originalText: text, originalSelectedRange: text.endIndex..<text.endIndex,
    ///                          replacementText: "", editedRange: text.index(before: text.endIndex)..<text.endIndex)
    /// edit.editedUTF8Offsets   // 4..<5
    /// ```
    public var editedUTF8Offsets: Range<Int> {
        originalText.utf8Offsets(of: editedRange)
    }
}
