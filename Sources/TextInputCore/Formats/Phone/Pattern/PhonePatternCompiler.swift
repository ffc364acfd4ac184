/// Compiles the regular expressions of the phone metadata into ``PhonePattern`` programs.
///
/// The numbering-plan data only uses a small part of regular-expression syntax: digits,
/// digit classes (`[2-9]`, `\d`), groups (capturing and `(?:…)`), alternation, the quantifiers
/// `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`, and the end anchor `$`. Anything else is refused, so
/// a pattern never silently means something other than what libphonenumber reads in it.
struct PhonePatternCompiler {
    /// Why a pattern could not be compiled.
    struct Failure: Error, CustomStringConvertible {
        var pattern: String
        var offset: Int
        var reason: String
        var description: String { "phone pattern \(pattern) at \(offset): \(reason)" }
    }

    /// A parsed pattern, before it becomes instructions.
    indirect enum Node {
        case digits(UInt16)
        case endOfInput
        case sequence([Node])
        case alternatives([Node])
        case group(Node, index: Int)
        case repeated(Node, minimum: Int, maximum: Int?)
    }

    private let source: [UInt8]
    private let pattern: String
    private var position = 0
    private var groupCount = 0

    private init(_ pattern: String) {
        self.pattern = pattern
        self.source = Array(pattern.utf8)
    }

    /// A compiled pattern: its instructions, and facts that let a match fail before it starts.
    struct Program {
        var instructions: [PhonePatternInstruction]
        var groupCount: Int
        /// The fewest and most digits a match consumes (`Int.max` when unbounded).
        var lengths: ClosedRange<Int>
        /// The digits a match can start with; nil when a match may consume nothing.
        var firstDigits: UInt16?
    }

    /// Compiles `pattern` into a program for ``PhonePatternMatcher``.
    static func compile(_ pattern: String) throws(Failure) -> Program {
        var compiler = PhonePatternCompiler(pattern)
        let tree = try compiler.parseAlternatives()
        guard compiler.position == compiler.source.count else {
            throw compiler.failure("unexpected character")
        }
        var instructions: [PhonePatternInstruction] = []
        emit(tree, into: &instructions)
        instructions.append(PhonePatternInstruction(.match))
        for (pc, remaining) in completionLengths(of: instructions).enumerated() {
            instructions[pc].remainingLengths = remaining
        }
        let (first, canBeEmpty) = firstDigits(of: tree)
        return Program(
            instructions: instructions, groupCount: compiler.groupCount,
            lengths: lengths(of: tree), firstDigits: canBeEmpty ? nil : first)
    }

    // MARK: - Parsing

    private func failure(_ reason: String) -> Failure {
        Failure(pattern: pattern, offset: position, reason: reason)
    }

    private var next: UInt8? {
        position < source.count ? source[position] : nil
    }

    private mutating func parseAlternatives() throws(Failure) -> Node {
        var branches = [try parseSequence()]
        while next == UInt8(ascii: "|") {
            position += 1
            branches.append(try parseSequence())
        }
        return branches.count == 1 ? branches[0] : .alternatives(branches)
    }

    private mutating func parseSequence() throws(Failure) -> Node {
        var items: [Node] = []
        while let character = next, character != UInt8(ascii: "|"), character != UInt8(ascii: ")") {
            var atom = try parseAtom()
            if let quantified = try parseQuantifier(of: atom) {
                atom = quantified
                // A second quantifier would be lazy ("*?") or an error in Python: refused.
                if let next, [UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{")].contains(next) {
                    throw failure("lazy or repeated quantifiers are not supported")
                }
            }
            items.append(atom)
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func parseAtom() throws(Failure) -> Node {
        guard let character = next else { throw failure("pattern ends early") }
        position += 1
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return .digits(1 << UInt16(character - UInt8(ascii: "0")))
        case UInt8(ascii: "\\"):
            guard next == UInt8(ascii: "d") else { throw failure("only \\d is supported") }
            position += 1
            return .digits(0x3FF)
        case UInt8(ascii: "["):
            return try parseClass()
        case UInt8(ascii: "$"):
            return .endOfInput
        case UInt8(ascii: "("):
            var capturing = true
            if next == UInt8(ascii: "?") {
                guard position + 1 < source.count, source[position + 1] == UInt8(ascii: ":") else {
                    throw failure("only (?: groups are supported")
                }
                position += 2
                capturing = false
            }
            let index = capturing ? groupCount + 1 : 0
            if capturing { groupCount += 1 }
            let inner = try parseAlternatives()
            guard next == UInt8(ascii: ")") else { throw failure("unclosed group") }
            position += 1
            return capturing ? .group(inner, index: index) : inner
        default:
            position -= 1
            throw failure("unsupported character")
        }
    }

    private mutating func parseClass() throws(Failure) -> Node {
        var mask: UInt16 = 0
        while let character = next, character != UInt8(ascii: "]") {
            position += 1
            if character == UInt8(ascii: "\\") {
                guard next == UInt8(ascii: "d") else { throw failure("only \\d is supported in a class") }
                position += 1
                mask |= 0x3FF
                continue
            }
            guard let low = digitValue(character) else { throw failure("only digits in a class") }
            if next == UInt8(ascii: "-"), position + 1 < source.count, let high = digitValue(source[position + 1]) {
                position += 2
                guard low <= high else { throw failure("reversed range") }
                for digit in low...high { mask |= 1 << UInt16(digit) }
            } else {
                mask |= 1 << UInt16(low)
            }
        }
        guard next == UInt8(ascii: "]") else { throw failure("unclosed class") }
        position += 1
        return .digits(mask)
    }

    private func digitValue(_ character: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character) ? Int(character - UInt8(ascii: "0")) : nil
    }

    private mutating func parseQuantifier(of atom: Node) throws(Failure) -> Node? {
        guard let character = next else { return nil }
        switch character {
        case UInt8(ascii: "?"):
            position += 1
            return .repeated(atom, minimum: 0, maximum: 1)
        case UInt8(ascii: "*"):
            position += 1
            return .repeated(atom, minimum: 0, maximum: nil)
        case UInt8(ascii: "+"):
            position += 1
            return .repeated(atom, minimum: 1, maximum: nil)
        case UInt8(ascii: "{"):
            position += 1
            let minimum = try parseNumber()
            var maximum: Int? = minimum
            if next == UInt8(ascii: ",") {
                position += 1
                maximum = next == UInt8(ascii: "}") ? nil : try parseNumber()
            }
            guard next == UInt8(ascii: "}") else { throw failure("unclosed repetition") }
            position += 1
            if let maximum, maximum < minimum { throw failure("reversed repetition") }
            return .repeated(atom, minimum: minimum, maximum: maximum)
        default:
            return nil
        }
    }

    private mutating func parseNumber() throws(Failure) -> Int {
        var value = 0
        var digits = 0
        while let character = next, let digit = digitValue(character), digits < 4 {
            value = value * 10 + digit
            digits += 1
            position += 1
        }
        guard digits > 0 else { throw failure("expected a number") }
        return value
    }

    // MARK: - Emitting instructions

    /// Appends the instructions for `node`. Alternatives and optional parts become splits whose
    /// first target is the branch a backtracking engine tries first, which keeps the matches
    /// (and the groups they capture) the ones libphonenumber finds.
    private static func emit(_ node: Node, into code: inout [PhonePatternInstruction]) {
        switch node {
        case let .digits(mask):
            code.append(PhonePatternInstruction(.digit, mask: mask))
        case .endOfInput:
            code.append(PhonePatternInstruction(.endOfInput))
        case let .sequence(items):
            for item in items { emit(item, into: &code) }
        case let .alternatives(branches):
            var jumpsToEnd: [Int] = []
            for (index, branch) in branches.enumerated() {
                if index < branches.count - 1 {
                    let split = code.count
                    code.append(PhonePatternInstruction(.split, first: split + 1))
                    emit(branch, into: &code)
                    jumpsToEnd.append(code.count)
                    code.append(PhonePatternInstruction(.jump))
                    code[split].second = Int32(code.count)
                } else {
                    emit(branch, into: &code)
                }
            }
            for jump in jumpsToEnd { code[jump].first = Int32(code.count) }
        case let .group(inner, index):
            code.append(PhonePatternInstruction(.save, first: 2 * index))
            emit(inner, into: &code)
            code.append(PhonePatternInstruction(.save, first: 2 * index + 1))
        case let .repeated(inner, minimum, maximum):
            for _ in 0..<minimum { emit(inner, into: &code) }
            if let maximum {
                // Optional copies nest, (x(x)?)?, so that each count is reached one way only.
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(code.count)
                    code.append(PhonePatternInstruction(.split, first: code.count + 1))
                    emit(inner, into: &code)
                }
                for split in splits { code[split].second = Int32(code.count) }
            } else {
                let loop = code.count
                code.append(PhonePatternInstruction(.split, first: loop + 1))
                emit(inner, into: &code)
                code.append(PhonePatternInstruction(.jump, first: loop))
                code[loop].second = Int32(code.count)
            }
        }
    }
}
