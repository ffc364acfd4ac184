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
    /// The edited range of ``originalText`` as UTF-8 offsets from its start.
    var editedUTF8Offsets: Range<Int> {
        originalText.utf8Offsets(of: editedRange)
    }
}
