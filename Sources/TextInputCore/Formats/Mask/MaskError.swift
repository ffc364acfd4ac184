/// Why a mask format string cannot be compiled, and where.
///
/// Thrown by ``Mask/init(_:customNotations:isRightToLeft:)`` and ``TextInputFormats/mask(_:affineFormats:affinityStrategy:customNotations:isRightToLeft:autoskip:overwrites:showsRemainder:remainderSlotCharacter:)``
/// when the mask is created, never while the user types.
///
/// ```swift
/// do {
///     _ = try Mask("[00[0]]")
/// } catch let error as MaskError {
///     print(error) // Mask "[00[0]]": '[' at offset 3 opens a block inside another block; blocks cannot nest.
/// }
/// ```
public struct MaskError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    ///
    /// ```swift
    /// let reason = MaskError.Reason.unknownSlotCharacter("x") // for "[x]"
    /// ```
    public enum Reason: Hashable, Sendable {
        /// A `[` or `{` opens a block while a block of the same kind is still open.
        case nestedBlock(Character)
        /// A character inside `[ ]` is neither a built-in slot character nor a custom notation.
        case unknownSlotCharacter(Character)
        /// An ellipsis follows nothing it could repeat (for example an escaped character).
        case ellipsisWithoutKind
        /// The custom notation at `notationIndex` of `customNotations` uses a character the mask
        /// notation already gives a meaning: a built-in slot character (`0 9 A a _ -`), the
        /// ellipsis or a bracket, brace or backslash. Such a notation could never be reached.
        case reservedNotationCharacter(Character, notationIndex: Int)
        /// The custom notation at `notationIndex` uses the same character as an earlier one with
        /// other characters or optionality: which one a slot means would be a guess.
        case duplicateNotationCharacter(Character, notationIndex: Int)
    }

    /// The characters a custom notation may not use.
    ///
    /// ```swift
    /// MaskError.reservedNotationCharacters.contains("0") // true
    /// ```
    package static let reservedNotationCharacters: Set<Character> = ["0", "9", "A", "a", "_", "-", "…", "[", "]", "{", "}", "\\"]

    /// The format string as given.
    public var format: String
    /// Where the problem is, in Characters from the start of `format`; for a problem with a
    /// custom notation, where the mask first uses its character (0 when it does not).
    public var offset: Int
    /// What the problem is.
    public var reason: Reason

    /// Creates an error, for instance to compare with a thrown one.
    ///
    /// ```swift
    /// let expected = MaskError(format: "[x]", offset: 1, reason: .unknownSlotCharacter("x"))
    /// ```
    package init(format: String, offset: Int, reason: Reason) {
        self.format = format
        self.offset = offset
        self.reason = reason
    }

    public var description: String {
        let problem =
            switch reason {
            case let .nestedBlock(bracket):
                "'\(bracket)' at offset \(offset) opens a block inside another block; blocks cannot nest."
            case let .unknownSlotCharacter(character):
                "'\(character)' at offset \(offset) is not a slot character (0 9 A a _ - …) nor a custom notation."
            case .ellipsisWithoutKind:
                "the ellipsis at offset \(offset) has no slot character before it to repeat."
            case let .reservedNotationCharacter(character, index):
                "custom notation \(index) uses '\(character)', which the mask notation reserves (0 9 A a _ - … [ ] { } \\); give it another character."
            case let .duplicateNotationCharacter(character, index):
                "custom notation \(index) uses '\(character)', as an earlier custom notation with other characters does; give each notation its own character."
            }
        return "Mask \"\(format)\": \(problem)"
    }
}
