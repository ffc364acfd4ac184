import Foundation

/// Puts into words what a formatted field shows the eye — a card's brand, a phone number's
/// region, a text becoming valid, complete or not valid, a refused character — each distinct
/// change once, never at every keystroke, for a screen reader to speak.
///
/// Attach one to a binding (or bring one with a format, ``TextInputFormat/withPlugin(_:)``); a
/// platform adapter posts what it hands over, and sets ``isListening`` while VoiceOver runs.
/// While nothing listens, the announcer computes nothing.
///
/// What is news: a name when the digits decide one that differs from the last one announced;
/// a verdict (valid, complete, not valid and why) when the field's status gives one that differs
/// from the last one announced, "complete" only in a field whose texts can be incomplete; a
/// verdict withdrawn, once, when the status goes back to incomplete; a refused character once per
/// reason until an edit is accepted. An empty field starts afresh. Typing, a paste, AutoFill
/// and a text the app sets while the field is being edited are announced alike; a text the app
/// sets while the field is not being edited is taken as already announced.
///
/// ```swift
/// let field = TextInputSimulator()
/// let binding = TextInputFormats.bankCardNumber().bind(to: field)
/// let announcer = TextInputAnnouncer(language: "en", isListening: true) { print($0.text) }
/// binding.attach(announcer)
/// field.insert("4")                 // "Visa"
/// field.insert("111111111111111")   // "Valid"
/// ```
@MainActor
public final class TextInputAnnouncer: TextInputPlugin, TextInputRefusalListener, TextInputEchoListener {
    /// Whether something listens (VoiceOver runs). Off, the announcer neither computes nor hands
    /// over anything; turned on, it takes what the field shows as already announced.
    public var isListening: Bool {
        didSet {
            guard isListening, !oldValue, let source = binding as? any TextInputAnnouncementSource else { return }
            memory.adopt(source.announcedState)
            speakValue()
        }
    }

    /// Tells, before each change is handled, whether something listens: the platform adapter
    /// reads the screen reader's state here (`UIAccessibility.isVoiceOverRunning`), so that
    /// ``isListening`` follows VoiceOver being turned on or off without observing it. Nil keeps
    /// ``isListening`` as it is set.
    ///
    /// ```swift
    /// announcer.listens = { UIAccessibility.isVoiceOverRunning }
    /// ```
    public var listens: (@MainActor () -> Bool)?

    /// The language of the announcements' words: `en`, `de`, `fr`, `es`, `ja` or `ar`
    /// (``TextInputAnnouncer/languages``); another falls back to English.
    public var language: String

    /// The kinds never handed over.
    ///
    /// ```swift
    /// announcer.silencedKinds = [.refusedCharacter, .complete]
    /// ```
    public var silencedKinds: Set<TextInputAnnouncement.Kind> = []

    /// Changes each announcement before it is handed over: another text, another priority, or
    /// nil to silence it.
    ///
    /// ```swift
    /// announcer.rewrite = { announcement in
    ///     guard announcement.reason == .cardNumberNotValid else { return announcement }
    ///     var reworded = announcement
    ///     reworded.text = "Check the card number"
    ///     return reworded
    /// }
    /// ```
    public var rewrite: ((TextInputAnnouncement) -> TextInputAnnouncement?)?

    /// Receives each announcement, in order: the platform adapter posts it.
    public var handler: (TextInputAnnouncement) -> Void

    /// Receives, while listening, what a screen reader should echo after the field was
    /// rewritten for the user's edit (a card number's separator put in, a mask's fixed text
    /// completed): the characters typed that the field kept, or those the edit removed — never
    /// a separator the format added or took out, nor the whole field. The platform adapter
    /// speaks it at once, in place of the platform's echo of text set by code. Nil (the default)
    /// echoes nothing. The echo holds what the user typed: it is never logged.
    ///
    /// ```swift
    /// announcer.echo = { characters in print(characters) }   // "1" after "4111" + "1" → "4111 1"
    /// ```
    public var echo: ((String) -> Void)?

    /// Receives, while listening, what the field says for its text
    /// (``TextInputBindingType/spokenText(locale:)`` in ``language``): when listening starts
    /// and whenever the text changes. The platform adapter gives it to VoiceOver as the field's
    /// value, its spelled-out ranges marked with the platform's spell-out speech attribute.
    ///
    /// ```swift
    /// announcer.spokenTextHandler = { spoken in field.accessibilityValue = spoken.text }
    /// ```
    public var spokenTextHandler: ((TextInputSpokenText) -> Void)?

    /// The languages the announcements' words exist in, English first.
    public nonisolated static let languages = TextInputString.localizations

    private weak var binding: (any TextInputBindingType)?
    private var memory = TextInputAnnouncementMemory()
    /// The field's text with the inline suggestion last announced, while it shows one.
    private var lastSuggestion: String?

    /// Creates an announcer whose announcements, in `language` (the current locale's language
    /// by default), go to `handler` while `isListening`.
    ///
    /// ```swift
    /// let announcer = TextInputAnnouncer(language: "de", isListening: true) { print($0.text) }
    /// ```
    public init(
        language: String = TextInputAnnouncer.currentLanguage,
        isListening: Bool = false,
        handler: @escaping (TextInputAnnouncement) -> Void
    ) {
        self.language = language
        self.isListening = isListening
        self.handler = handler
    }

    /// Creates an announcer that listens while `listens` says so (``listens``), starting from
    /// what it says now: how a platform adapter follows the screen reader.
    ///
    /// ```swift
    /// let announcer = TextInputAnnouncer(listens: { UIAccessibility.isVoiceOverRunning }, handler: { post($0) })
    /// ```
    public convenience init(
        language: String = TextInputAnnouncer.currentLanguage,
        listens: @escaping @MainActor () -> Bool,
        handler: @escaping (TextInputAnnouncement) -> Void
    ) {
        self.init(language: language, isListening: listens(), handler: handler)
        self.listens = listens
    }

    /// The current locale's language when the package has words in it, else English.
    public nonisolated static var currentLanguage: String {
        let code = Locale.current.language.languageCode?.identifier ?? "en"
        return TextInputString.localizations.contains(code) ? code : "en"
    }

    /// Hands over an announcement of the app's or a plugin's own, of kind
    /// ``TextInputAnnouncement/Kind/custom`` unless it says otherwise, while listening.
    ///
    /// ```swift
    /// announcer.announce(TextInputAnnouncement(kind: .custom, text: "Card saved"))
    /// ```
    public func announce(_ announcement: TextInputAnnouncement) {
        followListening()
        guard isListening, !silencedKinds.contains(announcement.kind), let rewritten = rewrite.map({ $0(announcement) }) ?? announcement
        else { return }
        binding?.logDecision(.plugin, "\(Self.self) announces \(rewritten)")
        handler(rewritten)
    }

    /// Takes what `binding`'s field shows as already announced, when listening.
    public func didAttach(to binding: any TextInputBindingType) {
        self.binding = binding
        guard isListening, let source = binding as? any TextInputAnnouncementSource else { return }
        memory.adopt(source.announcedState)
        speakValue()
    }

    /// Lets go of `binding`.
    public func willDetach(from binding: any TextInputBindingType) {
        self.binding = nil
    }

    /// Announces what an edit changed of the field's name and verdict, when listening.
    public func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        followListening()
        guard isListening, case let .editingChanged(_, changes) = event else { return }
        if changes.contains(.text) {
            memory.editAccepted()
            speakValue()
        }
        guard !changes.isDisjoint(with: [.text, .value]), let source = binding as? any TextInputAnnouncementSource else { return }
        // A text the app sets while the field is not being edited (a saved card restored as a
        // screen loads) is what the field shows, not news.
        guard binding.isEditing else {
            memory.adopt(source.announcedState)
            lastSuggestion = nil
            return
        }
        let words = TextInputAnnouncementWords(language: language)
        defer { announceSuggestion(of: binding, words: words) }
        for news in memory.news(in: source.announcedState, startsIncomplete: { source.startsIncomplete }) {
            switch news {
            case let .name(name):
                let kind: TextInputAnnouncement.Kind = if case .brand = name { .brandDetected } else { .regionDetected }
                announce(TextInputAnnouncement(kind: kind, text: words.name(name)))
            case let .verdict(verdict):
                announce(TextInputAnnouncement(kind: verdict.kind, reason: verdict.reason, text: words.text(for: verdict.kind, reason: verdict.reason)))
            case .withdrawal:
                announce(TextInputAnnouncement(kind: .incomplete, text: words.text(for: .incomplete, reason: nil)))
            }
        }
    }

    /// Announces an inline suggestion the field shows that was not announced ("Lyon,
    /// suggestion"), or the last one becoming the field's text ("Lyon, suggestion accepted").
    private func announceSuggestion(of binding: any TextInputBindingType, words: TextInputAnnouncementWords) {
        let suggested = binding.suggestionRange.map { _ in binding.text }
        defer { lastSuggestion = suggested }
        let locale = Locale(identifier: language)
        if let suggested {
            guard suggested != lastSuggestion else { return }
            announce(TextInputAnnouncement(kind: .suggestion, text: binding.spokenText(locale: locale).text))
        } else if let lastSuggestion, binding.text == lastSuggestion {
            let accepted = binding.spokenText(locale: locale).appending(words.text(for: .suggestionAccepted, reason: nil))
            announce(TextInputAnnouncement(kind: .suggestionAccepted, text: accepted.text))
        }
    }

    /// Reads ``listens``, when it is set, into ``isListening``.
    private func followListening() {
        guard let listens, listens() != isListening else { return }
        isListening.toggle()
    }

    /// Hands what the field says to ``spokenTextHandler``.
    private func speakValue() {
        guard let spokenTextHandler, let binding else { return }
        spokenTextHandler(binding.spokenText(locale: Locale(identifier: language)))
    }

    /// Whether an echo has somewhere to go: a handler, while something listens.
    var wantsEcho: Bool {
        echo != nil && (listens?() ?? isListening)
    }

    /// Hands `echo` to ``echo``.
    func binding(_ binding: any TextInputBindingType, didEcho echo: TextInputTypingEcho) {
        self.echo?(echo.characters)
    }

    /// Whether refusals are announced now: while listening, and not silenced.
    var wantsRefusals: Bool {
        isListening && !silencedKinds.contains(.refusedCharacter)
    }

    /// Announces why the format refused `edit`, once per reason until an edit is accepted.
    func binding(_ binding: any TextInputBindingType, didRefuse edit: TextInputEdit) {
        guard wantsRefusals, let source = binding as? any TextInputAnnouncementSource else { return }
        let reason = source.refusalReason(of: edit)
        guard memory.isNews(refusal: reason) else { return }
        let words = TextInputAnnouncementWords(language: language)
        announce(TextInputAnnouncement(kind: .refusedCharacter, reason: reason, text: words.text(for: .refusedCharacter, reason: reason)))
    }
}
