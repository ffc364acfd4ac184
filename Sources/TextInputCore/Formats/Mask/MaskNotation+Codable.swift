import Foundation

extension MaskNotation: Codable {
    private enum CodingKeys: String, CodingKey {
        case character, characterSet, isOptional
    }

    /// Decodes a notation saved by ``encode(to:)``; `isOptional` may be left out (false).
    ///
    /// - Throws: `DecodingError.dataCorrupted` when `character` is not exactly one Character.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .character)
        guard let character = text.first, text.count == 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .character, in: container,
                debugDescription: "a notation stands for one Character, not \(text.debugDescription)")
        }
        self.init(
            character: character,
            characterSet: try container.decode(CharacterSet.self, forKey: .characterSet),
            isOptional: try container.decodeIfPresent(Bool.self, forKey: .isOptional) ?? false)
    }

    /// Encodes the notation: its character as a one-Character string, its character set as
    /// Foundation encodes a `CharacterSet`, and whether it is optional.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(String(character), forKey: .character)
        try container.encode(characterSet, forKey: .characterSet)
        try container.encode(isOptional, forKey: .isOptional)
    }
}
