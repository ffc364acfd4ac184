/// The fuzzer's reproducible random numbers (SplitMix64): a run, and every script in it, can be
/// replayed from its seed.
struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose numbers follow from `seed` alone.
    init(seed: UInt64) {
        state = seed
    }

    /// A generator for the script numbered `script` of a format, independent of every other
    /// script's numbers, so that one script can be run again without the scripts before it.
    init(seed: UInt64, format: String, script: Int) {
        var mixed = seed
        for byte in format.utf8 {
            mixed = (mixed ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var random = FuzzRandom(seed: mixed ^ (UInt64(truncatingIfNeeded: script) &* 0x9E37_79B9_7F4A_7C15))
        self.init(seed: random.next())
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; `bound` must be positive. Cheaper than `Int.random(in:using:)`,
    /// whose exact uniformity the fuzzer does not need.
    mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// True once in `odds` draws on average.
    mutating func oneIn(_ odds: Int) -> Bool {
        below(odds) == 0
    }

    /// A random element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
