import Foundation

/// The words of announcements in one of the package's languages (``TextInputString/localizations``).
///
/// ```swift
/// let words = TextInputAnnouncementWords(language: "de")
/// words.text(for: .invalid, reason: .cardNumberNotValid)   // "Kartennummer ungültig"
/// words.name(.region("GB"))                                // "Vereinigtes Königreich"
/// ```
struct TextInputAnnouncementWords: Sendable {
    /// The language's code: `en`, `de`, `fr`, `es`, `ja` or `ar`.
    let language: String

    /// The words for a status or a refusal.
    func text(for kind: TextInputAnnouncement.Kind, reason: TextInputAnnouncement.Reason?) -> String {
        let word: TextInputString =
            switch (kind, reason) {
            case (.complete, _): .announcementComplete
            case (.valid, _): .announcementValid
            case (.incomplete, _): .announcementIncomplete
            case (.suggestion, _): .suggestionPhrase
            case (.suggestionAccepted, _): .announcementSuggestionAccepted
            case (_, .cardNumberNotValid): .announcementCardNumberNotValid
            case (_, .expiryInThePast): .announcementExpiryInThePast
            case (_, .monthNotValid): .announcementMonthNotValid
            case (_, .phoneNumberNotValid): .announcementPhoneNumberNotValid
            case (_, .phoneNumberTooLong): .announcementPhoneNumberTooLong
            case (_, .ibanCheckDigits): .announcementIBANCheckDigits
            case (_, .digitsOnly): .announcementDigitsOnly
            case (_, .lettersOnly): .announcementLettersOnly
            case (_, .dayNotValid): .announcementDayNotValid
            case (_, .yearOutOfRange): .announcementYearOutOfRange
            case (_, .dateOutOfRange): .announcementDateOutOfRange
            case (_, .fieldFull): .announcementFieldFull
            case (_, .followingCharactersDoNotFit): .announcementFollowingCharactersDoNotFit
            case (.refusedCharacter, _), (_, .characterNotAllowed): .announcementCharacterNotAllowed
            default: .announcementNotValid
            }
        return word.localized(for: Locale(identifier: language))
    }

    /// A brand as it is written; a region by its name in the language, or its code when the
    /// system has no name for it.
    func name(_ name: TextInputAnnouncedName) -> String {
        switch name {
        case let .brand(brand): brand
        case let .region(code): Locale(identifier: language).localizedString(forRegionCode: code) ?? code
        }
    }
}
