import Foundation

extension String {
    /// One edit equivalent to replacing the first of `ranges` with `string` and deleting the
    /// others: the span that covers them all, and what that span becomes.
    ///
    /// Ranges are UTF-16 and may come in any order; they are sorted by location, clamped to the
    /// text, and overlapping ones are merged. No ranges means an insertion at the start.
    package func mergingUTF16Ranges(
        _ ranges: [NSRange],
        replacingFirstWith string: String
    ) -> (range: NSRange, replacement: String) {
        let length = utf16.count
        let clamped = ranges.map { $0.clamped(toUTF16Length: length) }
        guard !clamped.isEmpty else { return (NSRange(location: 0, length: 0), string) }
        let order = clamped.indices.sorted { clamped[$0].location < clamped[$1].location }
        let spanStart = clamped[order[0]].location
        var replacement = ""
        var cursor = spanStart
        for index in order {
            let range = clamped[index]
            if range.location > cursor {
                replacement += utf16Substring(cursor..<range.location)
            }
            if index == clamped.startIndex {
                replacement += string
            }
            cursor = Swift.max(cursor, range.location + range.length)
        }
        return (NSRange(location: spanStart, length: cursor - spanStart), replacement)
    }

    /// The text between two UTF-16 offsets, widened to whole Characters.
    private func utf16Substring(_ offsets: Range<Int>) -> String {
        String(self[characterRange(forUTF16: NSRange(location: offsets.lowerBound, length: offsets.count))])
    }
}
