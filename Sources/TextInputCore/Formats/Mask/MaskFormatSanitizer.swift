/// Brings a mask format into the canonical shape the compiler reads, exactly as the InputMask
/// family does, so that masks written for those libraries behave the same here:
///
/// - a block that opens while another of its kind is open is an error;
/// - `[ ]` blocks that mix digits, letters and letter-or-digit slots are split (`[00AA]` is
///   `[00][AA]`);
/// - inside each `[ ]` block the characters are sorted, which puts mandatory slots before
///   optional ones and the ellipsis last (`[9900]` is `[0099]`, `[…0]` is `[0…]`);
/// - a `[ ]` block that is never closed is dropped.
///
/// `...` inside a `[ ]` block is read as `…` unless `.` is a custom notation.
struct MaskFormatSanitizer {
    /// A character of the format with its offset in the original string, for error messages.
    struct Token: Equatable {
        var character: Character
        var offset: Int
    }

    let format: String
    let customCharacters: Set<Character>

    func sanitize() throws -> [Token] {
        let tokens = format.enumerated().map { Token(character: $1, offset: $0) }
        try checkNesting(tokens)
        let blocks = splitMixedBlocks(formatBlocks(tokens).map(readingThreeDotsAsEllipsis))
        return blocks.flatMap(sortedBlock)
    }

    /// Throws when a `[` or `{` comes while a block of the same kind is open. As in the
    /// reference, this holds for an escaped bracket too (`[0\[0]` is malformed), while an
    /// escaped bracket outside a block opens nothing.
    private func checkNesting(_ tokens: [Token]) throws {
        var escaped = false
        var squareOpen = false
        var curlyOpen = false
        for token in tokens {
            switch token.character {
            case "\\":
                escaped.toggle()
                continue
            case "[":
                if squareOpen { throw MaskError(format: format, offset: token.offset, reason: .nestedBlock("[")) }
                squareOpen = !escaped
            case "]" where !escaped:
                squareOpen = false
            case "{":
                if curlyOpen { throw MaskError(format: format, offset: token.offset, reason: .nestedBlock("{")) }
                curlyOpen = !escaped
            case "}" where !escaped:
                curlyOpen = false
            default:
                break
            }
            escaped = false
        }
    }

    /// Cuts the format into `[ ]` blocks, `{ }` blocks and the runs of characters between them.
    private func formatBlocks(_ tokens: [Token]) -> [[Token]] {
        var blocks: [[Token]] = []
        var current: [Token] = []
        var escaped = false
        for token in tokens {
            let character = token.character
            if character == "\\", !escaped {
                escaped = true
                current.append(token)
                continue
            }
            if character == "[" || character == "{", !escaped {
                if !current.isEmpty { blocks.append(current) }
                current = []
            }
            current.append(token)
            if character == "]" || character == "}", !escaped {
                blocks.append(current)
                current = []
            }
            escaped = false
        }
        if !current.isEmpty { blocks.append(current) }
        return blocks
    }

    private func readingThreeDotsAsEllipsis(_ block: [Token]) -> [Token] {
        guard block.first?.character == "[", !customCharacters.contains(".") else { return block }
        var result: [Token] = []
        var index = 0
        while index < block.count {
            if index + 2 < block.count, block[index].character == ".", block[index + 1].character == ".",
                block[index + 2].character == "."
            {
                result.append(Token(character: "…", offset: block[index].offset))
                index += 3
            } else {
                result.append(block[index])
                index += 1
            }
        }
        return result
    }

    /// Splits `[ ]` blocks that mix kinds of slots, and drops `[ ]` blocks that never close.
    private func splitMixedBlocks(_ blocks: [[Token]]) -> [[Token]] {
        var result: [[Token]] = []
        for block in blocks {
            guard let opening = block.first, opening.character == "[" else {
                result.append(block)
                continue
            }
            var buffer: [Token] = []
            func contains(_ characters: Set<Character>) -> Bool {
                buffer.contains { characters.contains($0.character) }
            }
            for token in block {
                let character = token.character
                if character == "[" {
                    buffer.append(token)
                    continue
                }
                if character == "]", buffer.last?.character != "\\" {
                    buffer.append(token)
                    result.append(buffer)
                    break
                }
                let startsNewBlock =
                    switch character {
                    case "0", "9": contains(["A", "a", "-", "_"])
                    case "A", "a": contains(["0", "9", "-", "_"])
                    case "-", "_": contains(["0", "9", "A", "a"])
                    default: false
                    }
                if startsNewBlock {
                    buffer.append(Token(character: "]", offset: token.offset))
                    result.append(buffer)
                    buffer = [Token(character: "[", offset: token.offset)]
                }
                buffer.append(token)
            }
        }
        return result
    }

    /// A `[ ]` block with its characters sorted: mandatory slots before optional ones.
    private func sortedBlock(_ block: [Token]) -> [Token] {
        guard let opening = block.first, opening.character == "[", let closing = block.last else { return block }
        let inner = block.filter { $0.character != "[" && $0.character != "]" }
        let characters = Set(inner.map(\.character))
        let sorted: [Token]
        if !characters.isDisjoint(with: ["0", "9"]) || !characters.isDisjoint(with: ["A", "a"]) {
            sorted = inner.sorted { $0.character < $1.character }
        } else {
            // "_" and "-" sort like "A" and "a": the mandatory one first.
            func key(_ character: Character) -> Character {
                switch character {
                case "_": "A"
                case "-": "a"
                default: character
                }
            }
            sorted = inner.sorted { key($0.character) < key($1.character) }
        }
        return [opening] + sorted + [Token(character: "]", offset: closing.offset)]
    }
}
