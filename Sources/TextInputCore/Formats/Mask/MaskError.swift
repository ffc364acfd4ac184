/// Why a mask format string cannot be compiled, and where.
///
/// Thrown by ``Mask/init(_:customNotations:isRightToLeft:)`` and ``TextInputFormats/mask(_:affineFormats:affinityStrategy:customNotations:isRightToLeft:autoskip:)``
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
    }

    /// The format string as given.
    public var format: String
    /// Where the problem is, in Characters from the start of `format`.
    public var offset: Int
    /// What the problem is.
    public var reason: Reason

    /// Creates an error, for instance to compare with a thrown one.
    ///
    /// ```swift
    /// let expected = MaskError(format: "[x]", offset: 1, reason: .unknownSlotCharacter("x"))
    /// ```
    public init(format: String, offset: Int, reason: Reason) {
        self.format = format
        self.offset = offset
        self.reason = reason
    }

    public var description: String {
        let problem = switch reason {
        case let .nestedBlock(bracket):
            "'\(bracket)' at offset \(offset) opens a block inside another block; blocks cannot nest."
        case let .unknownSlotCharacter(character):
            "'\(character)' at offset \(offset) is not a slot character (0 9 A a _ - …) nor a custom notation."
        case .ellipsisWithoutKind:
            "the ellipsis at offset \(offset) has no slot character before it to repeat."
        }
        return "Mask \"\(format)\": \(problem)"
    }
}
