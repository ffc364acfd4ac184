/// One step of a compiled ``PhonePattern``.
struct PhonePatternInstruction: Sendable {
    enum Operation: UInt8, Sendable {
        /// Consumes one ASCII digit whose bit is set in `mask`.
        case digit
        /// Tries `first`, then `second` if that fails.
        case split
        /// Continues at `first`.
        case jump
        /// Records the position in capture slot `first`.
        case save
        /// Succeeds only at the end of the input (`$`).
        case endOfInput
        /// The pattern matched.
        case match
    }

    var operation: Operation
    var mask: UInt16
    var first: Int32
    var second: Int32
    /// The numbers of digits a match can still consume from here to `.match`, one bit per
    /// count (``PhonePatternCompiler/completionLengths(of:)``): what a partial number is
    /// judged by.
    var remainingLengths: UInt32 = 0

    init(_ operation: Operation, mask: UInt16 = 0, first: Int = 0, second: Int = 0) {
        self.operation = operation
        self.mask = mask
        self.first = Int32(first)
        self.second = Int32(second)
    }
}
