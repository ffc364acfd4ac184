import Foundation

/// The characters one slot of a mask accepts, with a bitmap for ASCII so that the common case
/// costs a shift and a mask instead of a `CharacterSet` lookup.
///
/// A Character is accepted when every one of its Unicode scalars is in the set, the way the
/// InputMask libraries test `CharacterSet` membership, and it does not start with a mark.
struct MaskCharacterClass: Hashable, Sendable {
    /// The accepted scalars.
    let set: CharacterSet
    /// Membership of scalars 0–63.
    private let asciiLow: UInt64
    /// Membership of scalars 64–127.
    private let asciiHigh: UInt64

    init(_ set: CharacterSet) {
        self.set = set
        var low: UInt64 = 0
        var high: UInt64 = 0
        for value in 0..<128 {
            guard let scalar = Unicode.Scalar(UInt32(value)), set.contains(scalar) else { continue }
            if value < 64 {
                low |= 1 << UInt64(value)
            } else {
                high |= 1 << UInt64(value - 64)
            }
        }
        asciiLow = low
        asciiHigh = high
    }

    /// `[0]` and `[9]`: every Unicode decimal digit (Nd).
    static let digits = MaskCharacterClass(.decimalDigits)
    /// `[A]` and `[a]`: letters and marks (L*, M*).
    static let letters = MaskCharacterClass(.letters)
    /// `[_]` and `[-]`: letters, marks and numbers.
    static let alphanumerics = MaskCharacterClass(.alphanumerics)

    /// Membership of ASCII scalars 0–63 and 64–127, as bits.
    var asciiBitmap: (UInt64, UInt64) {
        (asciiLow, asciiHigh)
    }

    /// Whether the ASCII byte `byte` (below 128) is accepted.
    func accepts(asciiByte byte: UInt8) -> Bool {
        byte < 64 ? asciiLow & (1 << UInt64(byte)) != 0 : asciiHigh & (1 << UInt64(byte &- 64)) != 0
    }

    /// Whether the Character whose UTF-8 bytes are `bytes` is accepted.
    func accepts(utf8 bytes: BorrowedBuffer<UInt8>) -> Bool {
        if bytes.count == 1, bytes[0] < 0x80 {
            return accepts(asciiByte: bytes[0])
        }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var sawScalar = false
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar):
                // A Character that starts with a mark (one standing alone after a control or a
                // break) would join the Character the mask writes before it, so the output would
                // not read back the same.
                if !sawScalar, scalar.isMark { return false }
                sawScalar = true
                let accepted = scalar.value < 128 ? accepts(asciiByte: UInt8(scalar.value)) : set.contains(scalar)
                guard accepted else { return false }
            case .emptyInput:
                return sawScalar
            case .error:
                return false
            }
        }
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is a combining mark (Mn, Mc, Me).
    fileprivate var isMark: Bool {
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
