import Foundation

/// Turns a sanitized mask format into the list of states the matching engine walks.
///
/// It reads the format the way the InputMask family does: `[` starts slots, `{` starts
/// characters that belong to the value, `]` and `}` return to plain fixed characters, and `\`
/// makes the next character literal. An ellipsis ends the mask: whatever follows it is never
/// reached.
struct MaskCompiler {
    let format: String
    let customNotations: [MaskNotation]

    func compile() throws -> [MaskState] {
        let sanitizer = MaskFormatSanitizer(format: format, customCharacters: Set(customNotations.map(\.character)))
        let tokens = try sanitizer.sanitize()
        var states: [MaskState] = []
        var inSlots = false
        var inValue = false
        var previous: Character?
        for token in tokens {
            let character = token.character
            defer { previous = character }
            let escaped = previous == "\\"
            switch character {
            case "[" where !escaped:
                inSlots = true
                inValue = false
                continue
            case "{" where !escaped:
                inSlots = false
                inValue = true
                continue
            case "]" where !escaped, "}" where !escaped:
                inSlots = false
                inValue = false
                continue
            case "\\" where !escaped:
                continue
            default:
                break
            }
            if inSlots {
                if character == "…" {
                    let repeated = try repeatedSlot(after: previous, at: token.offset)
                    states.append(MaskState(kind: .ellipsis, character: repeated.character, characterClass: repeated.characterClass))
                    return states
                }
                states.append(try slot(for: character, at: token.offset))
            } else {
                states.append(MaskState(kind: inValue ? .fixed : .free, character: character))
            }
        }
        return states
    }

    /// The slot a character inside `[ ]` stands for.
    private func slot(for character: Character, at offset: Int) throws -> MaskState {
        switch character {
        case "0": return MaskState(kind: .mandatory, character: "0", characterClass: .digits)
        case "9": return MaskState(kind: .optional, character: "0", characterClass: .digits)
        case "A": return MaskState(kind: .mandatory, character: "a", characterClass: .letters)
        case "a": return MaskState(kind: .optional, character: "a", characterClass: .letters)
        case "_": return MaskState(kind: .mandatory, character: "-", characterClass: .alphanumerics)
        case "-": return MaskState(kind: .optional, character: "-", characterClass: .alphanumerics)
        default:
            guard let notation = customNotations.first(where: { $0.character == character }) else {
                throw MaskError(format: format, offset: offset, reason: .unknownSlotCharacter(character))
            }
            return MaskState(
                kind: notation.isOptional ? .optional : .mandatory,
                character: character,
                characterClass: MaskCharacterClass(notation.characterSet)
            )
        }
    }

    /// What an ellipsis repeats: the kind of the slot character before it; right after `[` it
    /// repeats letters or digits.
    private func repeatedSlot(after previous: Character?, at offset: Int) throws -> (character: Character, characterClass: MaskCharacterClass) {
        switch previous {
        case "0", "9": return ("0", .digits)
        case "A", "a": return ("a", .letters)
        case "_", "-", "[", "…": return ("-", .alphanumerics)
        case let character?:
            if let notation = customNotations.first(where: { $0.character == character }) {
                return (character, MaskCharacterClass(notation.characterSet))
            }
            throw MaskError(format: format, offset: offset, reason: .ellipsisWithoutKind)
        case nil:
            throw MaskError(format: format, offset: offset, reason: .ellipsisWithoutKind)
        }
    }
}
