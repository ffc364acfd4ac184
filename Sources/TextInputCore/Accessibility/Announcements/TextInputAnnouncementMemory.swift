/// What a field announced last, which decides what is news: the rule that a field announces
/// each distinct change once, never every keystroke.
///
/// - A name (brand, region) is announced when the field's value makes one known that differs
///   from the last name announced.
/// - A verdict (valid, complete, invalid and why) is announced when it differs from the last
///   verdict announced. An incomplete text has none and announces nothing, so deleting a digit
///   of a valid number and typing it again says nothing new; a text that went from valid to
///   invalid and back says "valid" again. "Complete" is announced only for a text that was
///   incomplete before it, since the texts of formats without checks (plain text, an amount)
///   are complete from their first character.
/// - An empty field is a new start: it forgets every name and verdict announced.
/// - A refused character is announced once per reason, until an edit is accepted.
///
/// ```swift
/// var memory = TextInputAnnouncementMemory()
/// memory.news(in: visaValid)   // [.name(.brand("Visa")), .verdict(.valid)]
/// memory.news(in: visaValid)   // []
/// ```
struct TextInputAnnouncementMemory: Hashable, Sendable {
    /// One thing worth announcing.
    enum News: Hashable, Sendable {
        case name(TextInputAnnouncedName)
        case verdict(TextInputAnnouncedVerdict)
    }

    private var lastName: TextInputAnnouncedName?
    private var lastVerdict: TextInputAnnouncedVerdict?
    private var hasBeenIncomplete = false
    private var lastRefusal: TextInputAnnouncement.Reason?

    /// What `state` has that was not announced, name first; remembered as announced.
    mutating func news(in state: TextInputAnnouncedState) -> [News] {
        guard !state.isEmpty else {
            self = TextInputAnnouncementMemory()
            return []
        }
        hasBeenIncomplete = hasBeenIncomplete || state.isIncomplete
        var news: [News] = []
        if let name = state.name, name != lastName {
            lastName = name
            news.append(.name(name))
        }
        if let verdict = state.verdict, verdict != lastVerdict, verdict != .complete || hasBeenIncomplete {
            lastVerdict = verdict
            news.append(.verdict(verdict))
        }
        return news
    }

    /// Remembers `state` as announced, without announcing it: what a field that nothing
    /// listened to had already shown.
    mutating func adopt(_ state: TextInputAnnouncedState) {
        self = TextInputAnnouncementMemory()
        _ = news(in: state)
    }

    /// Whether a character refused for `reason` is news: not when the last refusal since an
    /// accepted edit had the same reason.
    mutating func isNews(refusal reason: TextInputAnnouncement.Reason) -> Bool {
        defer { lastRefusal = reason }
        return reason != lastRefusal
    }

    /// An edit was accepted: the next refused character is news again.
    mutating func editAccepted() {
        lastRefusal = nil
    }
}
