#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

extension TextInputBindingType {
    /// Attaches the announcer through which a bound AppKit field speaks to VoiceOver, and
    /// returns the binding: Core's ``TextInputCore/TextInputAnnouncer`` decides what and when,
    /// and this only posts it from `view` while VoiceOver runs — announcements at medium
    /// priority, the echo of a rewrite at high priority. The field's accessibility value stays
    /// its text, which VoiceOver also reads the caret's moves in.
    @discardableResult
    func speakingThroughVoiceOver(for view: NSView) -> Self {
        let post = { [weak view] (text: String, priority: NSAccessibilityPriorityLevel) in
            view.map { NSAccessibility.post(element: $0, notification: .announcementRequested, userInfo: [.announcement: text, .priority: priority.rawValue]) }
        }
        let announcer = TextInputAnnouncer(
            listens: { NSWorkspace.shared.isVoiceOverEnabled }, handler: { post($0.text, $0.priority == .polite ? .medium : .high) })
        announcer.echo = { post($0, .high) }
        attach(announcer)
        return self
    }
}
#endif
