import Foundation

/// The words the plugins' views show — toolbar buttons and their VoiceOver labels, the
/// suggestions list, the keyboard bar, the phone region picker — localized from the package's
/// strings resource, in English, German, French, Spanish, Japanese and Arabic.
///
/// ```swift
/// TextInputString.next.localized(for: Locale(identifier: "de_DE"))   // "Weiter"
/// TextInputString.done.localized(for: Locale(identifier: "ja"))      // "完了"
/// ```
package enum TextInputString: String, CaseIterable, Sendable {
    /// "Previous": the toolbar button that moves to the previous field, and its VoiceOver label.
    case previous
    /// "Next": the toolbar button that moves to the next field, and its VoiceOver label.
    case next
    /// "Done": the toolbar button that ends editing.
    case done
    /// "AutoFill": the toolbar button that shows or hides the suggestions.
    case autoFill
    /// "Hide": the keyboard bar's button over a keyboard that has a return key.
    case hideKeyboard
    /// "Cancel": brings the keyboard back in place of the suggestions.
    case cancel
    /// "Remove": the swipe action that removes a suggestion for good.
    case removeSuggestion
    /// "Suggestions": the title of the list of suggestions.
    case suggestions
    /// "No Suggestions": shown when nothing matches what was typed.
    case noSuggestions
    /// "Country or Region": the title of a phone field's region picker, and what VoiceOver
    /// calls the flag button that opens it.
    case countryOrRegion
    /// "Previous Field": a longer name Voice Control recognises for the Previous button.
    case previousField
    /// "Next Field": a longer name Voice Control recognises for the Next button.
    case nextField
    /// "Hide Keyboard": a longer name Voice Control recognises for the keyboard bar's Hide.
    case hideKeyboardFull

    // MARK: What a field says to VoiceOver (phrases that follow a count: TextInputPluralString)

    /// "extension": what a phone number's extension label ("ext.", "x", ";ext=", "#") is said
    /// as, before its digits.
    case phoneExtension
    /// "suggestion": said after a text an inline completion's suggestion completes.
    case suggestionPhrase

    // MARK: Announcements (TextInputAnnouncer): what a field says to VoiceOver.

    /// "Complete": a text that became complete.
    case announcementComplete
    /// "Valid": a text that became valid.
    case announcementValid
    /// "Not valid": a text that became invalid, its format saying no more.
    case announcementNotValid
    /// "Card number not valid".
    case announcementCardNumberNotValid
    /// "Expiry date in the past".
    case announcementExpiryInThePast
    /// "Month not valid": a refused digit of a month, of an expiry date or a date.
    case announcementMonthNotValid
    /// "Phone number not valid".
    case announcementPhoneNumberNotValid
    /// "Phone number too long".
    case announcementPhoneNumberTooLong
    /// "IBAN check digits do not match".
    case announcementIBANCheckDigits
    /// "Digits only": a refused character in a field of digits.
    case announcementDigitsOnly
    /// "Letters only": a refused character in a field of letters.
    case announcementLettersOnly
    /// "Character not allowed": another refused character.
    case announcementCharacterNotAllowed
    /// "Incomplete": a text whose announced verdict no longer holds.
    case announcementIncomplete
    /// "suggestion accepted": said after the text an accepted inline suggestion completed.
    case announcementSuggestionAccepted
    /// "Day not valid": a date's day that its month does not have.
    case announcementDayNotValid
    /// "Year out of range": a date's year without a day the field takes.
    case announcementYearOutOfRange
    /// "Date out of range": a date before the field's minimum or after its maximum.
    case announcementDateOutOfRange
    /// "Field full": a character refused because the field has no room for it.
    case announcementFieldFull
    /// "Can't delete: the characters after it don't fit": a deletion refused because what
    /// follows it would not fit where it moves to.
    case announcementFollowingCharactersDoNotFit

    /// The languages the resource has, English first (the fallback).
    package static let localizations = ["en", "de", "fr", "es", "ja", "ar"]

    /// The word in the language of `locale`, or in English when the resource does not have it.
    package func localized(for locale: Locale = .current) -> String {
        TextInputStringTable.table(for: locale)[rawValue]
            ?? TextInputStringTable.table(forLanguage: "en")[rawValue]
            ?? rawValue
    }
}

/// The strings resource, read once per process (the first time a word is asked for).
enum TextInputStringTable {
    /// Every language's table; a language whose file cannot be read has an empty one.
    private static let tables = Dictionary(
        uniqueKeysWithValues: TextInputString.localizations.map { language in
            (language, propertyList(language, extension: "strings") as? [String: String] ?? [:])
        }
    )

    /// The table of the language of `locale`; English when the resource does not have it.
    static func table(for locale: Locale) -> [String: String] {
        table(forLanguage: language(for: locale))
    }

    /// The table of `language`; English for a language the resource does not have.
    static func table(forLanguage language: String) -> [String: String] {
        tables[language] ?? tables["en"] ?? [:]
    }

    /// The code of the resource's language that speaks for `locale`: its own language when
    /// the resource has it, else English.
    static func language(for locale: Locale) -> String {
        let code = locale.language.languageCode?.identifier ?? "en"
        return TextInputString.localizations.contains(code) ? code : "en"
    }

    /// Reads `<language>.lproj/Localizable.<extension>` from the package's resources as a
    /// property list: what SwiftPM copies (a `.strings` file's text, a `.stringsdict`'s XML) or
    /// what Xcode may compile it to. Never through the bundle's localization API, which
    /// swift-corelibs-foundation cannot run on a bundle that holds a `.stringsdict`.
    static func propertyList(_ language: String, extension: String) -> Any? {
        guard
            let url = Bundle.module.url(forResource: "Localizable", withExtension: `extension`, subdirectory: "\(language).lproj")
                ?? Bundle.module.url(forResource: "Localizable", withExtension: `extension`, subdirectory: nil, localization: language),
            let data = try? Data(contentsOf: url)
        else { return nil }
        return try? PropertyListSerialization.propertyList(from: data, format: nil)
    }
}
