/// Reproducible random numbers (SplitMix64): a property test, a fuzz run and every script in it
/// can be replayed from a seed.
///
/// ```swift
/// var random = SeededRandomNumberGenerator(seed: 7)
/// let side = random.pick(["left", "right"])
/// ```
package struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers follow from `seed` alone.
    package init(seed: UInt64) {
        state = seed
    }

    /// A generator for the run numbered `run` of the stream named `stream` (a fuzz target's
    /// script), independent of every other run's numbers, so that one run can be replayed
    /// without the runs before it.
    package init(seed: UInt64, stream: String, run: Int) {
        var mixed = seed
        for byte in stream.utf8 {
            mixed = (mixed ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var random = SeededRandomNumberGenerator(seed: mixed ^ (UInt64(truncatingIfNeeded: run) &* 0x9E37_79B9_7F4A_7C15))
        self.init(seed: random.next())
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; `bound` must be positive. Cheaper than `Int.random(in:using:)`,
    /// whose exact uniformity the fuzzer does not need.
    package mutating func below(_ bound: Int) -> Int {
        Int(truncatingIfNeeded: next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// True once in `odds` draws on average.
    package mutating func oneIn(_ odds: Int) -> Bool {
        below(odds) == 0
    }

    /// A random element of a non-empty array.
    package mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }
}
