/// A value that tells a field's announcer what to say about it beyond its status: the name it
/// makes known (a card's brand, a phone number's region) and why it is not valid.
///
/// The built-in values conform: ``BankCardNumber``, ``PhoneNumber``, ``IBAN`` and
/// ``BankCardExpiryDate``. A value that does not conform is announced from its status alone.
///
/// ```swift
/// struct Voucher: TextInputAnnouncedValue {
///     var code: String
///     var announcedName: TextInputAnnouncedName? { code.hasPrefix("GIFT") ? .brand("Gift card") : nil }
/// }
/// ```
public protocol TextInputAnnouncedValue {
    /// The name the field announces once it is known: a card's brand, a phone number's region.
    var announcedName: TextInputAnnouncedName? { get }

    /// Why the value is not valid; asked only when its field's `status` is
    /// ``TextInputValueStatus/invalid``, since a field announces nothing its status does not say.
    /// Nil gives ``TextInputAnnouncement/Reason/notValid``, as the default does.
    func announcedProblem(status: TextInputValueStatus) -> TextInputAnnouncement.Reason?

    /// The name a text of such a field makes known before it has a value (a calling code after
    /// "+"); nil by default.
    static func announcedName(ofTextWithoutValue text: String) -> TextInputAnnouncedName?

    /// Why a text of such a field that has no value is invalid; by default
    /// ``TextInputAnnouncement/Reason/notValid``.
    static func announcedProblem(ofTextWithoutValue text: String) -> TextInputAnnouncement.Reason

    /// Why the field refused `edit`, when the value's format knows better than "digits only";
    /// nil by default.
    static func announcedRefusal(of edit: TextInputEdit) -> TextInputAnnouncement.Reason?

    /// Whether `edit`, which the field refused, only types out a label the field already wrote
    /// for the user, so that it is no refusal to announce: the "ext=" of ";ext=" after a phone
    /// field wrote " ext. " for its ";". False by default; separators the field shows are told
    /// apart without it.
    static func typesLabelTheFieldWrote(_ edit: TextInputEdit) -> Bool
}

extension TextInputAnnouncedValue {
    /// None.
    public var announcedName: TextInputAnnouncedName? { nil }

    /// ``TextInputAnnouncement/Reason/notValid`` for an invalid status, else nil.
    public func announcedProblem(status: TextInputValueStatus) -> TextInputAnnouncement.Reason? {
        status == .invalid ? .notValid : nil
    }

    /// None.
    public static func announcedName(ofTextWithoutValue text: String) -> TextInputAnnouncedName? { nil }

    /// ``TextInputAnnouncement/Reason/notValid``.
    public static func announcedProblem(ofTextWithoutValue text: String) -> TextInputAnnouncement.Reason { .notValid }

    /// None: the field tells the reason from what it takes.
    public static func announcedRefusal(of edit: TextInputEdit) -> TextInputAnnouncement.Reason? { nil }

    /// False: no field of such values writes labels.
    public static func typesLabelTheFieldWrote(_ edit: TextInputEdit) -> Bool { false }
}

/// A name a field announces once it becomes known.
///
/// ```swift
/// TextInputAnnouncedName.brand("Visa")     // announced as "Visa"
/// TextInputAnnouncedName.region("GB")      // "United Kingdom", "Vereinigtes Königreich"…
/// ```
public enum TextInputAnnouncedName: Hashable, Sendable {
    /// A brand, announced as it is written: "Visa", "American Express".
    case brand(String)
    /// A region by its ISO 3166 code, announced by its name in the announcer's language.
    case region(String)
}
