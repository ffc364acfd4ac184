#if os(iOS) || os(visionOS)
import UIKit

extension UIDevice {
    /// Plays the keyboard's click for a tap in one of the package's keyboard views (the toolbar,
    /// the suggestions list, the keyboard bar), as a key of the keyboard does. The system plays it
    /// only where the user has keyboard clicks on, and only for a visible input or input accessory
    /// view that adopts `UIInputViewAudioFeedback` with `enableInputClicksWhenVisible` true, as
    /// those views do. visionOS has no input click.
    static func playKeyboardClick() {
        #if os(iOS)
        current.playInputClick()
        #endif
    }
}
#endif
