extension PhonePatternCompiler {
    /// The fewest and most digits a match of `node` consumes (`Int.max` when unbounded), so
    /// that an input of another length is refused without running the program.
    static func lengths(of node: Node) -> ClosedRange<Int> {
        func add(_ a: Int, _ b: Int) -> Int { a == .max || b == .max ? .max : a + b }
        func multiply(_ a: Int, _ b: Int?) -> Int {
            guard let b else { return a == 0 ? 0 : .max }
            return a == .max ? (b == 0 ? 0 : .max) : a * b
        }
        switch node {
        case .digits: return 1...1
        case .endOfInput: return 0...0
        case let .sequence(items):
            return items.map(lengths).reduce(0...0) { add($0.lowerBound, $1.lowerBound)...add($0.upperBound, $1.upperBound) }
        case let .alternatives(branches):
            let ranges = branches.map(lengths)
            return (ranges.map(\.lowerBound).min() ?? 0)...(ranges.map(\.upperBound).max() ?? 0)
        case let .group(inner, _):
            return lengths(of: inner)
        case let .repeated(inner, minimum, maximum):
            let range = lengths(of: inner)
            return multiply(range.lowerBound, minimum)...multiply(range.upperBound, maximum)
        }
    }

    /// The digits a match of `node` can start with, and whether it can match nothing.
    static func firstDigits(of node: Node) -> (UInt16, canBeEmpty: Bool) {
        switch node {
        case let .digits(mask): return (mask, false)
        case .endOfInput: return (0, true)
        case let .sequence(items):
            var first: UInt16 = 0
            for item in items {
                let (itemFirst, itemCanBeEmpty) = firstDigits(of: item)
                first |= itemFirst
                if !itemCanBeEmpty { return (first, false) }
            }
            return (first, true)
        case let .alternatives(branches):
            return branches.map(firstDigits).reduce((0, false)) { ($0.0 | $1.0, $0.1 || $1.1) }
        case let .group(inner, _):
            return firstDigits(of: inner)
        case let .repeated(inner, minimum, _):
            let (first, canBeEmpty) = firstDigits(of: inner)
            return (first, canBeEmpty || minimum == 0)
        }
    }
}

extension PhonePatternCompiler {
    /// For each instruction, the numbers of digits a match can still consume from it: bit `k`
    /// is set when some path from the instruction reaches `.match` after exactly `k` more
    /// digits (any digits: the continuation is free). Lengths past 31 are dropped; national
    /// numbers have at most 17 digits.
    ///
    /// This is what lets a partial number be judged without guessing its continuation: a
    /// match stopped at the end of the digits typed so far succeeds when its instruction's
    /// set holds a length the number may still reach.
    static func completionLengths(of code: [PhonePatternInstruction]) -> [UInt32] {
        var lengths = [UInt32](repeating: 0, count: code.count)
        func at(_ pc: Int) -> UInt32 { pc < lengths.count ? lengths[pc] : 0 }
        // Sets only grow, so a backward sweep repeated until nothing changes settles; loops
        // (`*`, `+`) are what takes a second sweep.
        var changed = true
        while changed {
            changed = false
            for pc in code.indices.reversed() {
                let instruction = code[pc]
                let reachable: UInt32
                switch instruction.operation {
                case .digit: reachable = instruction.mask == 0 ? 0 : at(pc + 1) << 1
                case .split: reachable = at(Int(instruction.first)) | at(Int(instruction.second))
                case .jump: reachable = at(Int(instruction.first))
                case .save: reachable = at(pc + 1)
                case .endOfInput: reachable = at(pc + 1) & 1
                case .match: reachable = 1
                }
                if reachable | lengths[pc] != lengths[pc] {
                    lengths[pc] |= reachable
                    changed = true
                }
            }
        }
        return lengths
    }
}
