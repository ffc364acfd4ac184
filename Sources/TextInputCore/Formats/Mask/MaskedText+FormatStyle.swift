import Foundation

extension MaskedText {
    /// Writes a masked value as a field of its masks shows it, and reads text the way that
    /// field reads a paste.
    ///
    /// ```swift
    /// let style = MaskedText.FormatStyle(mask: try Mask("+1 ([000]) [000]-[0000]"))
    /// let phone = try style.parse("555.123.4567")
    /// phone.extractedValue      // "5551234567"
    /// phone.formatted(style)    // "+1 (555) 123-4567"
    /// ```
    ///
    /// The style is its own parse strategy, as Foundation's `Date.ISO8601FormatStyle` is. In
    /// SwiftUI, `Text(value, format: .mask(phoneMask))` shows it. The style is `Codable` and
    /// `Hashable` through its masks — each encoded as the format string, custom notations and
    /// direction it was compiled from, and compiled again when decoded — and its affinity
    /// strategy. A format's `autoskip` is left out: it changes deletions only, never what a
    /// value or a paste shows.
    public struct FormatStyle: Foundation.ParseableFormatStyle, Foundation.ParseStrategy, Sendable {
        /// The primary mask.
        public var mask: Mask
        /// Other masks; each text is formatted by the one with the highest affinity for it.
        public var affineMasks: [Mask]
        /// How the mask for a text is picked; ties go to the primary mask.
        public var affinityStrategy: MaskAffinityStrategy

        /// A style for a field of these masks, as
        /// ``TextInputFormats/mask(_:affineFormats:affinityStrategy:customNotations:isRightToLeft:autoskip:overwrites:showsRemainder:remainderSlotCharacter:)``
        /// makes it.
        ///
        /// ```swift
        /// let style = MaskedText.FormatStyle(
        ///     mask: try Mask("+7 ([000]) [000]-[00]-[00]"),
        ///     affineMasks: [try Mask("8 ([000]) [000]-[00]-[00]")],
        ///     affinityStrategy: .prefix)
        /// ```
        public init(mask: Mask, affineMasks: [Mask] = [], affinityStrategy: MaskAffinityStrategy = .wholeString) {
            self.mask = mask
            self.affineMasks = affineMasks
            self.affinityStrategy = affinityStrategy
        }

        /// The text a field of these masks shows once its value is set to `value`: its
        /// ``MaskedText/formattedText`` formatted by the masks again, so that a value written
        /// by another mask takes this one's shape.
        ///
        /// ```swift
        /// let style = MaskedText.FormatStyle(mask: try Mask("[00]{.}[00]"))
        /// style.format(MaskedText(formattedText: "3112", extractedValue: "3112", isComplete: false)) // "31.12"
        /// ```
        public func format(_ value: MaskedText) -> String {
            textInputFormat.formatted(value.formattedText).text
        }

        /// The style itself: it reads text as a field of these masks reads a paste.
        ///
        /// ```swift
        /// let style = MaskedText.FormatStyle(mask: try Mask("[00]{.}[00]"))
        /// try style.parseStrategy.parse("31/12").extractedValue // "31.12"
        /// ```
        public var parseStrategy: Self {
            self
        }

        /// The value a field of these masks holds once `value` is pasted into it: characters a
        /// slot takes fill it, fixed characters are written by the mask. Every text the field
        /// takes has a value: check ``MaskedText/isComplete``.
        ///
        /// ```swift
        /// let style = MaskedText.FormatStyle(mask: try Mask("[0000] [0000]"))
        /// try style.parse("1234-56").isComplete // false
        /// ```
        ///
        /// - Throws: ``TextInputParseError`` when the field refuses the text.
        public func parse(_ value: String) throws -> MaskedText {
            try textInputFormat.parsedValue(value)
        }

        /// The format of a field of these masks.
        var textInputFormat: TextInputFormat<MaskedText> {
            TextInputFormats.mask(MaskFormatter(masks: [mask] + affineMasks, affinityStrategy: affinityStrategy))
        }
    }

    /// The value written by `style`.
    ///
    /// ```swift
    /// let value = MaskedText(formattedText: "3112", extractedValue: "3112", isComplete: false)
    /// value.formatted(.mask(try Mask("[00]{.}[00]"))) // "31.12"
    /// ```
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == MaskedText {
        style.format(self)
    }
}

extension FormatStyle where Self == MaskedText.FormatStyle {
    /// A masked value as a field of `mask` (and `affineMasks`) shows it.
    ///
    /// ```swift
    /// let style: MaskedText.FormatStyle = .mask(try Mask("+1 ([000]) [000]-[0000]"))
    /// ```
    public static func mask(
        _ mask: Mask,
        affineMasks: [Mask] = [],
        affinityStrategy: MaskAffinityStrategy = .wholeString
    ) -> Self {
        Self(mask: mask, affineMasks: affineMasks, affinityStrategy: affinityStrategy)
    }
}
