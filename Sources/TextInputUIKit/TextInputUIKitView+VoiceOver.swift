#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

extension TextInputBindingType {
    /// Attaches the announcer through which a bound UIKit field speaks to VoiceOver, and returns
    /// the binding: Core's ``TextInputCore/TextInputAnnouncer`` decides what and when, and this
    /// only posts it. It listens while VoiceOver runs; announcements are queued behind the
    /// typing's speech, the echo of a rewrite is spoken at once, and what the field says becomes
    /// its `accessibilityAttributedValue`, its identifiers marked for spelling out.
    @discardableResult
    func speakingThroughVoiceOver(for view: UIView) -> Self {
        let announcer = TextInputAnnouncer(isListening: UIAccessibility.isVoiceOverRunning) { announcement in
            let queued = [NSAttributedString.Key.accessibilitySpeechQueueAnnouncement: announcement.priority == .polite]
            UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: announcement.text, attributes: queued))
        }
        announcer.listens = { UIAccessibility.isVoiceOverRunning }
        announcer.echo = { UIAccessibility.post(notification: .announcement, argument: $0) }
        announcer.spokenTextHandler = { [weak view] spoken in
            view?.accessibilityAttributedValue = spoken.attributedString(spellingOutWith: .accessibilitySpeechSpellOut)
        }
        attach(announcer)
        return self
    }
}
#endif
