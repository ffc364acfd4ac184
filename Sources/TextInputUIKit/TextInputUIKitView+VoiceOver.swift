#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

extension TextInputBindingType {
    /// Attaches the announcer through which a bound UIKit field speaks to VoiceOver, and returns
    /// the binding: Core's ``TextInputCore/TextInputAnnouncer`` decides what and when, and this
    /// only posts it. It listens while VoiceOver runs; announcements are spoken after the
    /// typing's speech, the echo of a rewrite at once, and what the field says becomes
    /// its `accessibilityAttributedValue`, its identifiers marked for spelling out.
    @discardableResult
    func speakingThroughVoiceOver(for view: UIView) -> Self {
        let announcer = TextInputAnnouncer(
            listens: { UIAccessibility.isVoiceOverRunning },
            handler: { UIAccessibility.post(notification: .announcement, argument: Self.speech($0.text, polite: $0.priority == .polite)) })
        announcer.echo = { UIAccessibility.post(notification: .announcement, argument: Self.speech($0, polite: false)) }
        announcer.spokenTextHandler = { [weak view] in view?.accessibilityAttributedValue = $0.attributedString(spellingOutWith: .accessibilitySpeechSpellOut) }
        attach(announcer)
        return self
    }

    /// An announcement VoiceOver speaks after what it is saying when `polite` (the typing's echo
    /// comes first), or at once otherwise: queued or not, and from iOS 17 at low or high
    /// priority.
    private static func speech(_ text: String, polite: Bool) -> NSAttributedString {
        guard #available(iOS 17.0, tvOS 17.0, *) else { return NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: polite]) }
        return NSAttributedString(string: text, attributes: [.accessibilitySpeechAnnouncementPriority: polite ? UIAccessibilityPriority.low : .high])
    }
}
#endif
