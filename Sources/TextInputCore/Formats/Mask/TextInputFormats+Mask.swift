extension TextInputFormats {
    /// A format that shapes the text with a mask in the notation of the InputMask family, so
    /// that masks from iOS, Android, Flutter and React Native apps carry over unchanged.
    ///
    /// ```swift
    /// let phone = try TextInputFormats.mask("+1 ([000]) [000]-[0000]")
    /// let field = TextInputSimulator()
    /// let binding = phone.bind(to: field)
    /// field.insert("5")
    /// field.insert("5")
    /// field.insert("5")          // field.text == "+1 (555) "
    /// binding.value?.extractedValue // "555"
    /// ```
    ///
    /// - Parameters:
    ///   - format: The primary mask (see ``Mask`` for the notation).
    ///   - affineFormats: Other masks; each edit picks the one with the highest affinity.
    ///   - affinityStrategy: How affinity is measured; ties go to the primary mask.
    ///   - customNotations: Extra slot characters for `[ ]` blocks.
    ///   - isRightToLeft: Fill the masks from the right, for numbers that grow from their end.
    ///   - autoskip: Whether a deletion at the end also removes the fixed characters it leaves
    ///     at the end (off by default, as in the InputMask family).
    ///   - overwrites: Whether a typed Character replaces the next filled slot after the caret
    ///     instead of pushing the rest of the text along (maskito's `overwriteMode: 'replace'`):
    ///     in `12/|05/2024`, typing `0` gives `12/0|5/2024`. Off by default.
    ///   - showsRemainder: Whether the field shows the unfilled rest of the mask after the text
    ///     while it is edited: `+1 (555` then `) 000-0000` (InputMask's tail placeholder). The
    ///     remainder is provisional text (``TextInputBindingType/provisionalRange``): never in
    ///     the value or the events, never selected, drawn faint, gone when editing ends. Not
    ///     shown for right-to-left masks. Off by default.
    ///   - remainderSlotCharacter: What the remainder shows for every slot, such as `"_"` for
    ///     `) ___-____`; nil for the mask's own placeholder characters (``Mask/placeholder``).
    /// - Throws: ``MaskError`` when a format is malformed.
    public static func mask(
        _ format: String,
        affineFormats: [String] = [],
        affinityStrategy: MaskAffinityStrategy = .wholeString,
        customNotations: [MaskNotation] = [],
        isRightToLeft: Bool = false,
        autoskip: Bool = false,
        overwrites: Bool = false,
        showsRemainder: Bool = false,
        remainderSlotCharacter: Character? = nil
    ) throws -> TextInputFormat<MaskedText> {
        let masks = try ([format] + affineFormats).map {
            try MaskCache.shared.mask($0, customNotations: customNotations, isRightToLeft: isRightToLeft)
        }
        return mask(
            MaskFormatter(
                masks: masks, affinityStrategy: affinityStrategy, autoskip: autoskip,
                overwrites: overwrites, showsRemainder: showsRemainder, remainderSlotCharacter: remainderSlotCharacter
            ))
    }

    /// A format that applies already compiled masks, the first one primary; its value is the
    /// ``MaskedText`` of the text.
    ///
    /// ```swift
    /// let dates = try TextInputFormats.mask(
    ///     [try Mask("[00]{.}[00]{.}[0000]"), try Mask("[00]{/}[00]{/}[0000]")],
    ///     affinityStrategy: .prefix)
    /// ```
    ///
    /// Its traits turn autocorrection, spell checking and smart punctuation off, and ask for a
    /// number pad when every slot of every mask takes digits only. The options are those of
    /// ``mask(_:affineFormats:affinityStrategy:customNotations:isRightToLeft:autoskip:overwrites:showsRemainder:remainderSlotCharacter:)``.
    ///
    /// ```swift
    /// let date = try TextInputFormats.mask([try Mask("[00]{/}[00]{/}[0000]")], overwrites: true,
    ///                                      showsRemainder: true, remainderSlotCharacter: "_")
    /// ```
    ///
    /// - Throws: ``TextInputConfigurationError`` when `masks` is empty: a field with no mask
    ///   could take no input.
    public static func mask(
        _ masks: [Mask],
        affinityStrategy: MaskAffinityStrategy = .wholeString,
        autoskip: Bool = false,
        overwrites: Bool = false,
        showsRemainder: Bool = false,
        remainderSlotCharacter: Character? = nil
    ) throws(TextInputConfigurationError) -> TextInputFormat<MaskedText> {
        mask(
            try MaskFormatter(
                masks: masks, affinityStrategy: affinityStrategy, autoskip: autoskip,
                overwrites: overwrites, showsRemainder: showsRemainder, remainderSlotCharacter: remainderSlotCharacter
            ).validated())
    }

    /// A format that applies `formatter`'s masks, with the plugin of its remainder when it
    /// shows one.
    package static func mask(_ formatter: MaskFormatter) -> TextInputFormat<MaskedText> {
        let format = TextInputFormat(
            TextInputSerializer(
                string: { $0.formattedText },
                value: { text, memory in formatter.maskedText(for: text, memory: memory) }
            ),
            TextInputFormatter(formatter)
        )
        .withTraits(.structured(keyboardType: !formatter.masks.isEmpty && formatter.masks.allSatisfy(\.takesOnlyDigits) ? .numberPad : nil))
        .withSpokenText { text, _, locale in formatter.spokenText(of: text, locale: locale) }
        .withAnnouncedReasons(.deletionsKeepingWhatFollows)
        // Right-to-left masks show no remainder: their text grows at its start.
        let showsRemainder = formatter.showsRemainder && formatter.masks.contains { !$0.isRightToLeft }
        return showsRemainder ? format.withPlugin { MaskRemainderPlugin() } : format
    }
}
