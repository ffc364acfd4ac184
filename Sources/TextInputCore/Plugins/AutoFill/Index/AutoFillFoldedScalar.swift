import Foundation

/// What one Unicode scalar folds to (see ``Swift/String/autoFillFolded``), worked out once per
/// scalar so that folding a text calls no Foundation.
struct AutoFillFoldedScalar {
    /// The folded scalars' UTF-8, first byte in the lowest bits.
    var utf8: UInt64
    /// How many bytes of `utf8` are used, or ``doesNotFit``.
    var count: UInt8
    /// The canonical combining class of the first folded scalar: 0 for a starter (a letter).
    var leadingCombiningClass: UInt8
    /// The canonical combining class of the last folded scalar.
    var trailingCombiningClass: UInt8

    /// The count of a folded form longer than `utf8` holds, or of a value that is no scalar.
    static let doesNotFit: UInt8 = .max

    /// The folded form of the scalar `value`: its canonical decomposition, lowercased, without
    /// combining diacritical marks.
    init(value: UInt32) {
        utf8 = 0
        count = Self.doesNotFit
        leadingCombiningClass = 0
        trailingCombiningClass = 0
        guard let scalar = Unicode.Scalar(value) else { return }
        var folded: [Unicode.Scalar] = []
        if AutoFillFolding.mayDecompose(value) {
            for part in String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars {
                AutoFillFolding.appendFolded(part, to: &folded)
            }
        } else {
            AutoFillFolding.appendFolded(scalar, to: &folded)
        }
        var byteCount = 0
        for part in folded {
            UTF8.encode(part) { byte in
                if byteCount < 8 { utf8 |= UInt64(byte) << (8 * byteCount) }
                byteCount += 1
            }
        }
        guard byteCount <= 8 else {
            utf8 = 0
            return
        }
        count = UInt8(byteCount)
        leadingCombiningClass = folded.first?.properties.canonicalCombiningClass.rawValue ?? 0
        trailingCombiningClass = folded.last?.properties.canonicalCombiningClass.rawValue ?? 0
    }
}
