import Foundation

/// An extra slot character for the `[ ]` blocks of a mask, on top of the built-in `0 9 A a _ -`.
///
/// ```swift
/// let hex = MaskNotation(character: "H", characterSet: CharacterSet(charactersIn: "0123456789abcdefABCDEF"))
/// let color = try Mask("#[HHHHHH]", customNotations: [hex])
/// try TextInputFormats.mask([color]).formatted("#c0ffee").text // "#c0ffee"
/// ```
public struct MaskNotation: Hashable, Sendable {
    /// The character that stands for the slot inside `[ ]`.
    public var character: Character
    /// The characters the slot accepts; a Character is accepted when all its scalars are.
    public var characterSet: CharacterSet
    /// Whether the slot may stay empty, like `9` and `a`.
    public var isOptional: Bool

    /// Creates a notation.
    ///
    /// ```swift
    /// let optionalSign = MaskNotation(character: "s", characterSet: CharacterSet(charactersIn: "+-"), isOptional: true)
    /// ```
    public init(character: Character, characterSet: CharacterSet, isOptional: Bool = false) {
        self.character = character
        self.characterSet = characterSet
        self.isOptional = isOptional
    }
}
