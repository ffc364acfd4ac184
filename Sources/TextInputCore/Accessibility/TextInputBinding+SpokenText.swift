import Foundation

extension TextInputBinding {
    /// What VoiceOver says for the text the user entered, as the format says it
    /// (``TextInputFormat/spokenText(of:locale:)``), in the language of `locale`; with an inline
    /// suggestion shown, the text it completes, then "suggestion" ("Lyon, suggestion").
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.bankCardExpiryDate().bind(to: field)
    /// field.insert("1227")
    /// binding.spokenText(locale: Locale(identifier: "de_DE")).text   // "Dezember 2027"
    /// ```
    public func spokenText(locale: Locale) -> TextInputSpokenText {
        guard suggestionRange != nil else {
            return format.spokenText(of: enteredText, value: value, locale: locale)
        }
        return format.spokenText(of: text, locale: locale)
            .appending(TextInputString.suggestionPhrase.localized(for: locale))
    }
}
