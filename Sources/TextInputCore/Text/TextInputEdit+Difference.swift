extension TextInputEdit {
    /// The smallest edit that turns `originalText` into `newText`: the common beginning and end
    /// are kept, the part between them is replaced. Nil when the texts are the same.
    ///
    /// A binding uses it to see what an input method committed, since the ranges a field
    /// reports while text is marked cannot be trusted.
    ///
    /// ```swift
    /// let edit = TextInputEdit(changing: "12", selection: "12".endIndex..<"12".endIndex, into: "1王2")
    /// edit?.replacementText // "王"
    /// ```
    package init?(
        changing originalText: String,
        selection originalSelectedRange: Range<String.Index>,
        into newText: String,
        kind: TextInputEditKind = .unknown
    ) {
        if originalText.utf8.elementsEqual(newText.utf8) { return nil }
        var originalStart = originalText.startIndex
        var newStart = newText.startIndex
        while originalStart < originalText.endIndex, newStart < newText.endIndex,
            originalText[originalStart].isIdentical(to: newText[newStart])
        {
            originalStart = originalText.index(after: originalStart)
            newStart = newText.index(after: newStart)
        }
        var originalEnd = originalText.endIndex
        var newEnd = newText.endIndex
        while originalEnd > originalStart, newEnd > newStart {
            let originalLast = originalText.index(before: originalEnd)
            let newLast = newText.index(before: newEnd)
            guard originalText[originalLast].isIdentical(to: newText[newLast]) else { break }
            originalEnd = originalLast
            newEnd = newLast
        }
        self.init(
            originalText: originalText,
            originalSelectedRange: originalText.characterAlignedRange(originalSelectedRange),
            replacementText: String(newText[newStart..<newEnd]),
            editedRange: originalStart..<originalEnd,
            kind: kind
        )
    }
}

extension Character {
    /// Whether the two Characters have the same scalars (not only canonically equivalent ones).
    func isIdentical(to other: Character) -> Bool {
        unicodeScalars.elementsEqual(other.unicodeScalars)
    }
}
