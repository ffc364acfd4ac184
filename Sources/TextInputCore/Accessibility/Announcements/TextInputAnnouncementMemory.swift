/// What a field announced last, which decides what is news: the rule that a field announces
/// each distinct change once, never every keystroke, and never leaves standing a verdict its
/// status no longer gives.
///
/// - A name (brand, region) is announced when the field's value makes one known that differs
///   from the last name announced.
/// - A verdict (valid, complete, invalid and why) is announced when it differs from the last
///   verdict announced; a text that went from valid to invalid and back says "valid" again.
/// - A verdict withdrawn is announced once: a text whose status goes back to incomplete after a
///   verdict was announced ("Valid", then a 17th digit) says "incomplete", and nothing more
///   until it has a verdict again.
/// - "Complete" is announced only in a field whose texts can be incomplete: plain text and an
///   amount are complete from their first character, and saying so at every first key would be
///   noise, while a PIN pasted whole is news. A field that showed an incomplete text has such
///   texts; otherwise the first text of a session is asked once whether its start would have been
///   incomplete.
/// - An empty field is a new start: it forgets every name and verdict announced.
/// - A refused character is announced once per reason, until an edit is accepted.
///
/// ```swift
/// var memory = TextInputAnnouncementMemory()
/// memory.news(in: visaValid) { true }   // [.name(.brand("Visa")), .verdict(.valid)]
/// memory.news(in: visaValid) { true }   // []
/// ```
struct TextInputAnnouncementMemory: Hashable, Sendable {
    /// One thing worth announcing.
    enum News: Hashable, Sendable {
        case name(TextInputAnnouncedName)
        case verdict(TextInputAnnouncedVerdict)
        /// The verdict last announced no longer holds: the text is incomplete again.
        case withdrawal
    }

    private var lastName: TextInputAnnouncedName?
    private var lastVerdict: TextInputAnnouncedVerdict?
    /// Whether "complete" is news in this field; nil until a text of the session tells.
    private var completeIsNews: Bool?
    private var lastRefusal: TextInputAnnouncement.Reason?

    /// What `state` has that was not announced, name first; remembered as announced.
    /// `startsIncomplete` tells, when asked, whether the field's text would have been incomplete
    /// after its first character: whether "complete" is news in a field that has not shown an
    /// incomplete text yet.
    mutating func news(in state: TextInputAnnouncedState, startsIncomplete: () -> Bool) -> [News] {
        guard !state.isEmpty else {
            self = TextInputAnnouncementMemory()
            return []
        }
        if state.isIncomplete { completeIsNews = true }
        var news: [News] = []
        if let name = state.name, name != lastName {
            lastName = name
            news.append(.name(name))
        }
        guard let verdict = state.verdict else {
            if lastVerdict != nil {
                lastVerdict = nil
                news.append(.withdrawal)
            }
            return news
        }
        if verdict == .complete {
            let isNews = completeIsNews ?? startsIncomplete()
            completeIsNews = isNews
            guard isNews else { return news }
        }
        if verdict != lastVerdict {
            lastVerdict = verdict
            news.append(.verdict(verdict))
        }
        return news
    }

    /// Remembers `state` as announced, without announcing it: what a field showed while nothing
    /// listened, or a text the app set while the field was not being edited.
    mutating func adopt(_ state: TextInputAnnouncedState) {
        self = TextInputAnnouncementMemory()
        guard !state.isEmpty else { return }
        lastName = state.name
        lastVerdict = state.verdict
        completeIsNews = state.isIncomplete ? true : nil
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
