/// A regular expression from the phone metadata, compiled once into a small program for
/// ``PhonePatternMatcher``.
///
/// Inputs are ASCII digit strings (`[UInt8]`); matching allocates nothing on the heap for the
/// metadata's patterns. The four ways libphonenumber uses a pattern are here: as a whole-string
/// match (`fullmatch`), as a prefix match (`match`), with the groups of either, and as a
/// substitution (`sub`) with a `\1`-style template. A fifth way is this package's: whether
/// digits typed so far can still grow into a match, which judges a number while it is typed.
final class PhonePattern: Sendable, CustomStringConvertible {
    /// The pattern as the metadata writes it.
    let source: String
    /// The number of capturing groups.
    let groupCount: Int
    /// Whether the pattern compiled; one that did not never matches.
    let isValid: Bool
    private let code: [PhonePatternInstruction]
    /// The fewest and most digits a match consumes.
    private let lengths: ClosedRange<Int>
    /// The digits a match starts with; nil when it may consume nothing.
    private let firstDigits: UInt16?

    /// Compiles `source`. A pattern outside the supported syntax never matches (see
    /// ``isValid``): the metadata is generated and tested, so this does not happen with it.
    init(_ source: String) {
        self.source = source
        do {
            let program = try PhonePatternCompiler.compile(source)
            code = program.instructions
            groupCount = program.groupCount
            lengths = program.lengths
            firstDigits = program.firstDigits
            isValid = true
        } catch {
            code = []
            groupCount = 0
            lengths = 0...0
            firstDigits = nil
            isValid = false
        }
    }

    var description: String { source }

    // MARK: - Matching

    /// Whether the whole of `digits` matches.
    func matchesWhole(_ digits: [UInt8]) -> Bool {
        firstMatch(in: digits, from: 0, wholeInput: true, capturingGroups: false) != nil
    }

    /// Whether a prefix of `digits` (possibly all of it) matches.
    func matchesPrefix(_ digits: [UInt8]) -> Bool {
        firstMatch(in: digits, from: 0, wholeInput: false, capturingGroups: false) != nil
    }

    /// Whether digits typed after `digits` (none, or more) can make a string the whole pattern
    /// matches, of a length whose bit is set in `lengths` (bit `n` for `n` digits): whether
    /// `digits` can still become such a number.
    ///
    /// ```swift
    /// PhonePattern("6\\d{8}").matchesWhole(afterExtending: Array("0612".utf8), toLengths: 1 << 9) // false
    /// PhonePattern("6\\d{8}").matchesWhole(afterExtending: Array("612".utf8), toLengths: 1 << 9)  // true
    /// ```
    func matchesWhole(afterExtending digits: [UInt8], toLengths lengths: UInt32) -> Bool {
        guard digits.count < 32 else { return false }
        return firstMatch(in: digits, from: 0, wholeInput: true, capturingGroups: false, acceptedMoreDigits: lengths >> digits.count) != nil
    }

    /// Whether digits typed after `digits` (none, or more) can make a string that starts with
    /// a match: a prefix of `digits` matches, or `digits` can grow into a match. How a region's
    /// leading digits are read for a number still being typed.
    func matchesPrefix(afterExtending digits: [UInt8]) -> Bool {
        firstMatch(in: digits, from: 0, wholeInput: false, capturingGroups: false, acceptedMoreDigits: .max) != nil
    }

    /// The match at the start of `digits`, with its groups.
    func prefixMatch(_ digits: [UInt8]) -> PhonePatternMatch? {
        firstMatch(in: digits, from: 0, wholeInput: false)
    }

    /// `digits` with matches replaced by `template`, where `\1`…`\9` stand for the groups
    /// (empty when a group took no part). Matches are found left to right without overlapping,
    /// as Python's `re.sub` does; `limit` stops after that many replacements.
    func replacingMatches(in digits: [UInt8], with template: [UInt8], limit: Int = .max) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(digits.count + template.count)
        var position = 0
        var replacements = 0
        while position < digits.count {
            if replacements < limit, let match = firstMatch(in: digits, from: position, wholeInput: false),
                match.end > position
            {
                match.expand(template, in: digits, into: &result)
                position = match.end
                replacements += 1
            } else {
                result.append(digits[position])
                position += 1
            }
        }
        return result
    }

    /// The first match starting exactly at `start`; its groups are left empty unless
    /// `capturingGroups`. `acceptedMoreDigits` (bit `k` for `k` digits) says how many digits
    /// may still follow `digits`: none by default; with more, a match may run past the end of
    /// `digits`, and ends there.
    func firstMatch(
        in digits: [UInt8], from start: Int, wholeInput: Bool, capturingGroups: Bool = true, acceptedMoreDigits: UInt32 = 1
    ) -> PhonePatternMatch? {
        guard isValid, start <= digits.count else { return nil }
        // Most attempts fail on length or on the first digit; those need no backtracking.
        let available = digits.count - start
        let mayContinue = acceptedMoreDigits > 1
        if (available < lengths.lowerBound && !mayContinue) || (wholeInput && available > lengths.upperBound) { return nil }
        if let firstDigits, start < digits.count || !mayContinue {
            guard start < digits.count else { return nil }
            let digit = digits[start] &- UInt8(ascii: "0")
            guard digit < 10, firstDigits & (1 << UInt16(digit)) != 0 else { return nil }
        }
        let states = code.count * (digits.count + 1)
        let words = (states + 63) / 64
        let slots = 2 * (groupCount + 1)
        return withScratchBuffer(repeating: UInt64(0), count: words) { visited in
            withScratchBuffer(repeating: -1, count: slots) { captures in
                let matcher = PhonePatternMatcher(
                    code: code, input: digits, visited: visited, captures: captures, requiresWholeInput: wholeInput,
                    acceptedMoreDigits: acceptedMoreDigits)
                guard let end = matcher.run(from: 0, at: start) else { return nil }
                var groups: [Range<Int>?] = []
                if capturingGroups, groupCount > 0 {
                    groups.reserveCapacity(groupCount)
                    for index in 1...groupCount {
                        let lower = captures[2 * index]
                        let upper = captures[2 * index + 1]
                        groups.append(lower >= 0 && upper >= lower ? lower..<upper : nil)
                    }
                }
                return PhonePatternMatch(start: start, end: end, groups: groups)
            }
        }
    }
}

/// Where a ``PhonePattern`` matched, and what its groups captured.
struct PhonePatternMatch: Equatable, Sendable {
    /// Where the match starts in the input.
    var start: Int
    /// Where the match ends in the input.
    var end: Int
    /// The range of each capturing group, nil for a group that took no part.
    var groups: [Range<Int>?]

    /// Whether group `index` (from 1) took part in the match.
    func participates(_ index: Int) -> Bool {
        index >= 1 && index <= groups.count && groups[index - 1] != nil
    }

    /// Appends `template` with `\N` replaced by group N's digits.
    func expand(_ template: [UInt8], in input: [UInt8], into result: inout [UInt8]) {
        var index = 0
        while index < template.count {
            let character = template[index]
            if character == UInt8(ascii: "\\"), index + 1 < template.count,
                case let digit = Int(template[index + 1]) - Int(UInt8(ascii: "0")), (0...9).contains(digit)
            {
                if digit == 0 {
                    result.append(contentsOf: input[start..<end])
                } else if digit <= groups.count, let range = groups[digit - 1] {
                    result.append(contentsOf: input[range])
                }
                index += 2
            } else {
                result.append(character)
                index += 1
            }
        }
    }
}
