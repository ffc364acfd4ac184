import Foundation

/// How a format says a text for VoiceOver: from the text the user entered, its value (nil when
/// it has none) and the language to speak in.
typealias TextInputSpeech<Value> = @Sendable (_ text: String, _ value: Value?, _ locale: Locale) -> TextInputSpokenText

extension TextInputFormat {
    /// What VoiceOver says for `text` in the language of `locale`: the words, and the parts of
    /// them read character by character.
    ///
    /// `text` is the text the user entered: a field's text without its provisional text (an
    /// inline suggestion, a mask's remainder), which ``TextInputBindingType/spokenText`` leaves
    /// out for you. The built-in formats spell out identifiers in their groups (card numbers,
    /// security codes, phone numbers, whose extension label is said as the language's word for
    /// an extension, IBANs, codes), read amounts as amounts, dates as dates, and a mask's text
    /// followed by how many characters are left, in the language's plural form; a format of
    /// your own says its text with every run of two or more digits spelled out, unless
    /// ``withSpokenText(_:)`` says otherwise. The speech is worked out when asked, not at every
    /// keystroke.
    ///
    /// ```swift
    /// let expiry = TextInputFormats.bankCardExpiryDate()
    /// expiry.spokenText(of: "12/27", locale: Locale(identifier: "en_US")).text   // "December 2027"
    /// ```
    public func spokenText(of text: String, locale: Locale = .current) -> TextInputSpokenText {
        speech(text, try? serializer.value(for: text), locale)
    }

    /// What VoiceOver says for `text`, whose value the caller knows.
    func spokenText(of text: String, value: Value?, locale: Locale) -> TextInputSpokenText {
        speech(text, value, locale)
    }

    /// The same format, saying its texts as `speak` says: from the text the user entered
    /// (without provisional text), its value (nil when it has none) and the language to speak
    /// in. The builders keep the speech of the format they refine.
    ///
    /// ```swift
    /// let ticket = TextInputFormats.plain.uppercased()
    ///     .withSpokenText { text, _, _ in TextInputSpokenText(spellingOutGroupsIn: text) }
    /// ticket.spokenText(of: "AB12 CD").spellOutRanges   // [0..<4, 5..<7]
    /// ```
    public func withSpokenText(
        _ speak: @escaping @Sendable (_ text: String, _ value: Value?, _ locale: Locale) -> TextInputSpokenText
    ) -> TextInputFormat<Value> {
        TextInputFormat(serializer, formatter, traits: traits, pluginMakers: pluginMakers, statusJudge: statusJudge, reasons: reasons, speech: speak)
    }
}
