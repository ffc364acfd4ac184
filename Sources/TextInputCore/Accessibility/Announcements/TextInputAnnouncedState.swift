/// What a field's announcer reads of its field after an edit: the name its value makes known,
/// and its verdict.
///
/// ```swift
/// binding.announcedState   // name: .brand("Visa"), verdict: .valid, isIncomplete: false
/// ```
struct TextInputAnnouncedState: Hashable, Sendable {
    /// Whether the field is empty: a new start, after which everything may be announced again.
    var isEmpty: Bool
    /// Whether the status is ``TextInputValueStatus/incomplete``.
    var isIncomplete: Bool
    /// The name the value makes known: a card's brand, a phone number's region.
    var name: TextInputAnnouncedName?
    /// What the field's status says, when it says something worth announcing.
    var verdict: TextInputAnnouncedVerdict?
}

/// A status worth announcing: valid, complete, or invalid and why.
enum TextInputAnnouncedVerdict: Hashable, Sendable {
    /// ``TextInputValueStatus/complete``.
    case complete
    /// ``TextInputValueStatus/valid``.
    case valid
    /// ``TextInputValueStatus/invalid``, and why.
    case invalid(TextInputAnnouncement.Reason)

    /// The verdict of `status`, an invalid one for the value's `problem` (its format's general
    /// "not valid" without one); nil for an empty or incomplete text, whatever its value says:
    /// the field announces nothing its status does not say.
    init?(status: TextInputValueStatus, problem: TextInputAnnouncement.Reason?) {
        switch status {
        case .empty, .incomplete: return nil
        case .complete: self = .complete
        case .valid: self = .valid
        case .invalid: self = .invalid(problem ?? .notValid)
        }
    }

    /// The kind and reason of its announcement.
    var kind: TextInputAnnouncement.Kind {
        switch self {
        case .complete: .complete
        case .valid: .valid
        case .invalid: .invalid
        }
    }

    /// Why the text is not valid; nil unless it is invalid.
    var reason: TextInputAnnouncement.Reason? {
        if case let .invalid(reason) = self { reason } else { nil }
    }
}
