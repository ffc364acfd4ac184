extension String {
    /// Whether the two texts have the same bytes.
    ///
    /// `==` on String compares canonical equivalence, so "é" and "e" + combining accent are
    /// equal there; a text field that switched from one to the other has still changed.
    func hasSameUTF8(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        return withBorrowedUTF8 { bytes in
            other.withBorrowedUTF8 { otherBytes in bytes.elementsEqual(otherBytes) }
        }
    }
}
