extension TextInputBindingType {
    /// The announcer attached to the binding, if any: the one through which a UIKit or AppKit
    /// field bound with `bind(to:)` speaks to VoiceOver. Silence, reword or add to what it
    /// announces through it.
    ///
    /// ```swift
    /// binding.announcer?.silencedKinds = [.refusedCharacter]
    /// binding.announcer?.announce(TextInputAnnouncement(kind: .custom, text: "Card saved"))
    /// ```
    public var announcer: TextInputAnnouncer? {
        attachedPlugin(TextInputAnnouncer.self)
    }
}
