/// A compiled mask in the notation of the InputMask family (`+1 ([000]) [000]-[0000]`).
///
/// Compile a mask once and make any number of formats and format styles of it; copies share
/// the compiled form. ``TextInputFormats/mask(_:affinityStrategy:autoskip:overwrites:showsRemainder:remainderSlotCharacter:)`` builds a text
/// field format from compiled masks, and its ``TextInputFormat/formatted(_:)`` formats a whole
/// text without any text field.
///
/// ```swift
/// let phone = try Mask("+1 ([000]) [000]-[0000]")
/// phone.placeholder      // "+1 (000) 000-0000"
/// let pasted = try TextInputFormats.mask([phone]).formatted("5551234567")
/// pasted.text                    // "+1 (555) 123-4567"
/// pasted.value?.extractedValue   // "5551234567"
/// pasted.value?.isComplete       // true
/// ```
///
/// Notation, inside `[ ]`: `0` digit, `9` optional digit, `A` letter, `a` optional letter, `_`
/// letter or digit, `-` optional letter or digit, `…` (or `...`) repeats the kind before it to
/// the end of the input. Inside `{ }`: fixed characters that are part of the extracted value.
/// Outside brackets: fixed characters that are not. `\` escapes the next character.
public struct Mask: Hashable, Sendable {
    /// The format string the mask was compiled from.
    public let format: String
    /// The extra slot characters the format may use.
    public let customNotations: [MaskNotation]
    /// Whether the mask fills from the right, for numbers that grow from their end.
    public let isRightToLeft: Bool

    let program: MaskProgram

    /// Compiles `format`.
    ///
    /// ```swift
    /// let date = try Mask("[00]{.}[00]{.}[9900]")
    /// try TextInputFormats.mask([date]).formatted("3112").text // "31.12"
    /// ```
    ///
    /// - Parameters:
    ///   - format: The mask in the InputMask notation.
    ///   - customNotations: Extra slot characters for `[ ]` blocks.
    ///   - isRightToLeft: Fill the mask from the end of the text: with `[000] [000] [000]`,
    ///     "1234" becomes "1 234".
    /// - Throws: ``MaskError`` when the format is malformed: a block nested in a block of its
    ///   kind, or a character inside `[ ]` that is no slot character; or when a custom notation
    ///   uses a reserved character or one an earlier notation defines differently.
    public init(_ format: String, customNotations: [MaskNotation] = [], isRightToLeft: Bool = false) throws {
        self.format = format
        self.customNotations = customNotations
        self.isRightToLeft = isRightToLeft
        try Self.checkNotations(customNotations, of: format)
        let compiled = isRightToLeft ? Self.reversedFormat(format) : format
        do {
            let states = try MaskCompiler(format: compiled, customNotations: customNotations).compile()
            program = MaskProgram(states: states, isRightToLeft: isRightToLeft)
        } catch var error as MaskError where isRightToLeft {
            error.format = format
            error.offset = Swift.max(0, format.count - 1 - error.offset)
            throw error
        }
    }

    /// Throws when a custom notation could never be reached or would be ambiguous.
    private static func checkNotations(_ notations: [MaskNotation], of format: String) throws {
        for (index, notation) in notations.enumerated() {
            let character = notation.character
            let reason: MaskError.Reason
            if MaskError.reservedNotationCharacters.contains(character) {
                reason = .reservedNotationCharacter(character, notationIndex: index)
            } else if notations[..<index].contains(where: { $0.character == character && $0 != notation }) {
                reason = .duplicateNotationCharacter(character, notationIndex: index)
            } else {
                continue
            }
            let offset = format.firstIndex(of: character).map { format.distance(from: format.startIndex, to: $0) } ?? 0
            throw MaskError(format: format, offset: offset, reason: reason)
        }
    }

    public static func == (lhs: Mask, rhs: Mask) -> Bool {
        lhs.format == rhs.format && lhs.customNotations == rhs.customNotations && lhs.isRightToLeft == rhs.isRightToLeft
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(format)
        hasher.combine(customNotations)
        hasher.combine(isRightToLeft)
    }

    // MARK: - What the mask looks like

    /// Whether every slot takes digits only, so that a number pad types everything it needs.
    var takesOnlyDigits: Bool {
        program.states.allSatisfy { $0.isFixedCharacter || $0.characterClass.set.isSubset(of: .decimalDigits) }
    }

    /// The mask as it looks with no text: fixed characters as they are, `0` for digit slots,
    /// `a` for letter slots, `-` for letter-or-digit slots, a custom slot's own character. It
    /// stops at an ellipsis.
    ///
    /// ```swift
    /// try Mask("+1 ([000]) [000]-[0000]").placeholder // "+1 (000) 000-0000"
    /// ```
    public var placeholder: String {
        let placeholder = program.placeholder(from: 0)
        return isRightToLeft ? String(placeholder.reversed()) : placeholder
    }

    /// The length, in Characters, of the shortest complete text: mandatory slots and fixed
    /// characters (an ellipsis counts as one).
    ///
    /// ```swift
    /// try Mask("[00]{.}[00]{.}[9900]").acceptableTextLength // 8
    /// ```
    package var acceptableTextLength: Int {
        program.count(of: [.free, .fixed, .mandatory, .ellipsis])
    }

    /// The length, in Characters, of the longest text without an ellipsis: every slot and fixed
    /// character.
    ///
    /// ```swift
    /// try Mask("[00]{.}[00]{.}[9900]").totalTextLength // 10
    /// ```
    package var totalTextLength: Int {
        program.totalTextLength
    }

    /// The length of the shortest complete extracted value: mandatory slots and `{ }`
    /// characters (an ellipsis counts as one).
    ///
    /// ```swift
    /// try Mask("+1 ([000]) [000]-[0000]").acceptableValueLength // 10
    /// ```
    package var acceptableValueLength: Int {
        program.count(of: [.fixed, .mandatory, .ellipsis])
    }

    /// The length of the longest extracted value without an ellipsis: slots and `{ }` characters.
    ///
    /// ```swift
    /// try Mask("[AA]-[00000099]").totalValueLength // 10
    /// ```
    package var totalValueLength: Int {
        program.totalValueLength
    }

    // MARK: - Right to left

    /// The format read backwards: the string reversed, each escape put back in front of the
    /// bracket it follows, then every bracket turned around.
    ///
    /// The escapes are moved one bracket kind after another (`[`, `]`, `{`, `}`), each pass
    /// left to right over the result of the one before, as the InputMask family does; a mask
    /// then reads the same, odd escape sequences included, on every platform.
    static func reversedFormat(_ format: String) -> String {
        var characters = Array(format.reversed())
        let mirrored: [Character: Character] = ["[": "]", "]": "[", "{": "}", "}": "{"]
        for bracket in ["[", "]", "{", "}"] as [Character] {
            guard let turned = mirrored[bracket] else { continue }
            var moved: [Character] = []
            moved.reserveCapacity(characters.count)
            var index = 0
            while index < characters.count {
                if characters[index] == bracket, index + 1 < characters.count, characters[index + 1] == "\\" {
                    moved.append("\\")
                    moved.append(turned)
                    index += 2
                } else {
                    moved.append(characters[index])
                    index += 1
                }
            }
            characters = moved
        }
        return String(characters.map { mirrored[$0] ?? $0 })
    }
}
