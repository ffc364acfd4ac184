import Foundation

extension TextInputSpokenText {
    /// The spoken text as an attributed string whose spelled-out ranges carry `spellOut` with
    /// the value `true`: what the UIKit and AppKit modules give VoiceOver as a field's value,
    /// with their platform's spell-out speech attribute. The attribute marks the text rather
    /// than rewriting it, so a braille display still shows the characters themselves. Ranges
    /// that are not valid (``hasValidRanges``) are left out: the text is said as it is.
    ///
    /// ```swift
    /// let value = spoken.attributedString(spellingOutWith: .accessibilitySpeechSpellOut)   // UIKit
    /// ```
    package func attributedString(spellingOutWith spellOut: NSAttributedString.Key) -> NSAttributedString {
        let attributed = NSMutableAttributedString(string: text)
        guard hasValidRanges else { return attributed }
        let boundaries = Array(text.indices) + [text.endIndex]
        for range in spellOutRanges {
            let characters = boundaries[range.lowerBound]..<boundaries[range.upperBound]
            attributed.addAttribute(spellOut, value: true, range: NSRange(characters, in: text))
        }
        return attributed
    }
}
