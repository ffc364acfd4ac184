/// One step of a compiled mask: a fixed character or a slot for one input character.
///
/// A compiled mask is an array of states read left to right; after the last one comes the end
/// of the mask, which accepts nothing. An ellipsis is the last state: it repeats itself.
struct MaskState: Sendable {
    enum Kind: UInt8, Sendable {
        /// A character outside brackets: written into the text, not into the value.
        case free
        /// A character inside `{ }`: written into the text and into the value.
        case fixed
        /// A slot that must be filled (`0`, `A`, `_`, a mandatory custom notation).
        case mandatory
        /// A slot that may stay empty (`9`, `a`, `-`, an optional custom notation).
        case optional
        /// `…`: repeats the slot kind before it until the end of the input.
        case ellipsis
    }

    let kind: Kind
    /// The fixed character, or for a slot the character its placeholder shows.
    let character: Character
    /// The fixed character's UTF-8 bytes.
    let utf8: [UInt8]
    /// The fixed character when it is one ASCII byte (not CR, which may join a following LF).
    let asciiByte: UInt8?
    /// What a slot accepts; unused for fixed characters.
    let characterClass: MaskCharacterClass

    init(kind: Kind, character: Character, characterClass: MaskCharacterClass = .alphanumerics) {
        self.kind = kind
        self.character = character
        self.characterClass = characterClass
        utf8 = Array(String(character).utf8)
        asciiByte = utf8.count == 1 && utf8[0] < 0x80 && utf8[0] != 0x0D ? utf8[0] : nil
    }

    var isFixedCharacter: Bool {
        kind == .free || kind == .fixed
    }
}
