import Foundation

extension TextInputBindingType {
    /// What VoiceOver says for the field's text in the user's language: the value a UIKit or
    /// AppKit view gives VoiceOver, its ``TextInputSpokenText/spellOutRanges`` marked to be read
    /// character by character. A mask's remainder is never part of it; an inline suggestion is
    /// said after the text it completes, as a suggestion. Worked out when asked, not at every
    /// keystroke.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.bankCardNumber().bind(to: field)
    /// field.insert("4111111111111111")
    /// binding.spokenText.spellOutRanges   // [0..<4, 5..<9, 10..<14, 15..<19]
    /// ```
    public var spokenText: TextInputSpokenText {
        spokenText(locale: .current)
    }

    /// The entered text with every run of two or more digits spelled out: what a conforming
    /// type that cannot ask a format says.
    ///
    /// ```swift
    /// binding.spokenText(locale: Locale(identifier: "de_DE")).text
    /// ```
    public func spokenText(locale: Locale) -> TextInputSpokenText {
        TextInputSpokenText(spellingOutDigitRunsIn: enteredText)
    }
}
