/// What a formatted field says to an assistive technology such as VoiceOver: status that the
/// eye reads from the field (a card's brand logo, a region's flag, a check mark) put into
/// words, once, when it changes.
///
/// An announcement's ``text`` holds the package's own words in the announcer's language, plus a
/// card brand's name or a region's name: never the text of the field. Printed, it shows its
/// kind, reason and text.
///
/// ```swift
/// let announcer = TextInputAnnouncer(language: "en") { announcement in
///     print(announcement.text)   // "Visa", then "Valid"
/// }
/// announcer.isListening = true
/// binding.attach(announcer)
/// ```
public struct TextInputAnnouncement: Sendable, Equatable, CustomStringConvertible {
    /// What the announcement is about.
    public var kind: Kind
    /// Why a text is not valid or a character was refused; nil for the other kinds.
    public var reason: Reason?
    /// The words spoken.
    public var text: String
    /// How the announcement takes its turn with other speech.
    public var priority: Priority

    /// Creates an announcement.
    ///
    /// ```swift
    /// let saved = TextInputAnnouncement(kind: .custom, text: "Card saved")
    /// ```
    public init(kind: Kind, reason: Reason? = nil, text: String, priority: Priority = .polite) {
        self.kind = kind
        self.reason = reason
        self.text = text
        self.priority = priority
    }

    /// The kind, the reason and the text: `brandDetected: "Visa"`.
    public var description: String {
        "\(kind)" + (reason.map { "(\($0))" } ?? "") + ": \"\(text)\""
    }

    /// What an announcement is about; ``TextInputAnnouncer/silencedKinds`` silences kinds.
    ///
    /// ```swift
    /// announcer.silencedKinds = [.refusedCharacter]
    /// ```
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A card number's brand became known, or changed: the brand's name.
        case brandDetected
        /// A phone number's region or an IBAN's country became known, or changed: its name.
        case regionDetected
        /// The text became complete, for a format without checks beyond having a value.
        case complete
        /// The text became valid: it passes its format's checks.
        case valid
        /// The text became one that is not valid; ``TextInputAnnouncement/reason`` says why.
        case invalid
        /// The text is incomplete again after a verdict was announced (a 17th digit after a
        /// valid 16-digit card number, a digit deleted): the verdict no longer holds.
        case incomplete
        /// The field refused what was typed; ``TextInputAnnouncement/reason`` says why.
        case refusedCharacter
        /// An inline completion suggests a text, or another one: the text it completes, then
        /// "suggestion" ("Lyon, suggestion").
        case suggestion
        /// The suggestion became the field's text, by Return, Next, Tab or the caret moved to
        /// the end: the text, then "suggestion accepted".
        case suggestionAccepted
        /// An app's or a plugin's own announcement (``TextInputAnnouncer/announce(_:)``).
        case custom
    }

    /// Why a text is not valid, or why a character was refused, as far as the format can tell.
    ///
    /// ```swift
    /// TextInputAnnouncement.Reason.cardNumberNotValid.isRefusal   // false
    /// ```
    public enum Reason: String, Hashable, Sendable, CaseIterable {
        /// The text is not valid, and its format says no more.
        case notValid
        /// A card number of its brand's usual length fails the Luhn check, or no continuation
        /// makes it valid.
        case cardNumberNotValid
        /// A card's expiry date lies in the past.
        case expiryInThePast
        /// A month is not a month: the field refused a digit that would make it one ("13"), or a
        /// date's text names none.
        case monthNotValid
        /// A phone number is not valid for its region.
        case phoneNumberNotValid
        /// A phone number has more digits than any of its region's numbers.
        case phoneNumberTooLong
        /// An IBAN of its country's length whose check digits do not match.
        case ibanCheckDigits
        /// The field refused a character that is not a digit, and takes digits.
        case digitsOnly
        /// The field refused a character that is not a letter, and takes letters.
        case lettersOnly
        /// The field refused a character, and the format says no more.
        case characterNotAllowed
        /// A date's day is none of its month's: the field refused a digit that would make it one
        /// ("32", 31 April, 29 February of a year that is not a leap year), or the text names it.
        case dayNotValid
        /// A date's year has no day the field takes: before its options' minimum year or
        /// minimum, or after their maximum.
        case yearOutOfRange
        /// A date lies before the field's minimum day or after its maximum, in a year that has
        /// days within them.
        case dateOutOfRange
        /// The field refused a character because it is full: taking it would push out
        /// characters the user entered.
        case fieldFull
        /// The field refused a deletion because the characters after it would not fit where
        /// they move to (a mask's digits moving into a place for letters, a phone number's
        /// extension left without a number).
        case followingCharactersDoNotFit

        /// Whether the reason is that of a refused character rather than of a text not valid.
        public var isRefusal: Bool {
            switch self {
            case .digitsOnly, .lettersOnly, .characterNotAllowed, .monthNotValid, .dayNotValid, .fieldFull,
                .followingCharactersDoNotFit:
                true
            default: false
            }
        }
    }

    /// How an announcement takes its turn with the other speech of the field.
    ///
    /// ```swift
    /// TextInputAnnouncement(kind: .custom, text: "Saved", priority: .interrupting)
    /// ```
    public enum Priority: String, Hashable, Sendable, CaseIterable {
        /// Queued behind what is being spoken (the echo of the typed character), at low
        /// priority: what every built-in announcement uses.
        case polite
        /// Spoken at once, at high priority, cutting off what is being spoken.
        case interrupting
    }
}
