import Foundation

extension String {
    /// Whether the two texts have the same bytes.
    ///
    /// `==` on String compares canonical equivalence, so "é" and "e" + combining accent are
    /// equal there; a text field that switched from one to the other has still changed.
    func hasSameUTF8(as other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        let fastAnswer = utf8.withContiguousStorageIfAvailable { bytes in
            other.utf8.withContiguousStorageIfAvailable { otherBytes in
                guard let start = bytes.baseAddress, let otherStart = otherBytes.baseAddress else { return count == 0 }
                return memcmp(start, otherStart, count) == 0
            }
        }
        return (fastAnswer ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
