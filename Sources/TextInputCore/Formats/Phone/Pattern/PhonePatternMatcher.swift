/// Runs a compiled pattern over ASCII digits by backtracking, trying alternatives in the order
/// Python's and Java's engines do, so that the match and its groups are the ones libphonenumber
/// gets. A visited set of (instruction, position) pairs bounds the work to the program's size
/// times the input's length: a state that failed once fails again.
struct PhonePatternMatcher {
    let code: [PhonePatternInstruction]
    let input: [UInt8]
    /// One bit for each (instruction, position) pair, set once the pair is tried.
    let visited: ScratchBuffer<UInt64>
    /// The position where each group starts and ends, -1 while unset; a try that fails restores
    /// the one it changed.
    let captures: ScratchBuffer<Int>
    /// Whether a match must reach the end of the input.
    let requiresWholeInput: Bool
    /// How many more digits may follow the input, one bit per count: bit 0 alone for input
    /// that is complete; more bits to ask whether the input can be continued into a match,
    /// which then succeeds where a path reaches the end of the input at an instruction that
    /// can still consume one of those counts.
    let acceptedMoreDigits: UInt32

    private var width: Int { input.count + 1 }

    /// The end of the first match from `position` at `pc`, or nil.
    func run(from pc: Int, at position: Int) -> Int? {
        var pc = pc
        var position = position
        while true {
            let state = pc &* width &+ position
            let word = state >> 6
            let bit: UInt64 = 1 << UInt64(state & 63)
            if visited[word] & bit != 0 { return nil }
            visited[word] |= bit
            let instruction = code[pc]
            switch instruction.operation {
            case .digit:
                guard position < input.count else {
                    return instruction.remainingLengths & acceptedMoreDigits != 0 ? position : nil
                }
                let digit = input[position] &- UInt8(ascii: "0")
                guard digit < 10, instruction.mask & (1 << UInt16(digit)) != 0 else { return nil }
                pc += 1
                position += 1
            case .split:
                if let end = run(from: Int(instruction.first), at: position) { return end }
                pc = Int(instruction.second)
            case .jump:
                pc = Int(instruction.first)
            case .save:
                let slot = Int(instruction.first)
                let previous = captures[slot]
                captures[slot] = position
                if let end = run(from: pc + 1, at: position) { return end }
                captures[slot] = previous
                return nil
            case .endOfInput:
                // "$" ends the number: no digit may follow it, typed or to come.
                guard position == input.count, acceptedMoreDigits & 1 != 0 else { return nil }
                pc += 1
            case .match:
                if requiresWholeInput && (position != input.count || acceptedMoreDigits & 1 == 0) { return nil }
                return position
            }
        }
    }
}
