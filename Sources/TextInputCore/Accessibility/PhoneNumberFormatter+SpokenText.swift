import Foundation

extension PhoneNumberFormatter {
    /// What VoiceOver says for a phone field's `text`: its digit groups spelled out, and an
    /// extension's label — whichever the field shows ("ext.", "x", ";ext=", "#", ",", "anexo")
    /// — said as the language's word for it before the extension's digits, spelled out too.
    ///
    /// ```swift
    /// PhoneNumberFormatter.spokenText(of: "020 7946 0958 x12", locale: Locale(identifier: "de_DE")).text
    /// // "020 7946 0958 Durchwahl 12"
    /// ```
    static func spokenText(of text: String, locale: Locale) -> TextInputSpokenText {
        guard PhoneExtensionReader.mayHoldExtension(text) else { return TextInputSpokenText(spellingOutDigitRunsIn: text) }
        let scalars = PhoneTextScalars(text)
        guard let parts = scalars.extensionParts() else { return TextInputSpokenText(spellingOutDigitRunsIn: text) }
        var spoken = String.UnicodeScalarView(scalars.scalars[..<parts.numberEnd])
        spoken.append(" ")
        spoken.append(contentsOf: TextInputString.phoneExtension.localized(for: locale).unicodeScalars)
        if !parts.digits.isEmpty {
            // The digits as the field shows them; a "#" that ends them ("- 503#") is the label's.
            spoken.append(" ")
            spoken.append(contentsOf: scalars.scalars[parts.digitsStart..<(parts.digitsStart + parts.digits.count)])
        }
        return TextInputSpokenText(spellingOutDigitRunsIn: String(spoken))
    }
}
