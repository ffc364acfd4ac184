/// A host that says which keyboard it shows: the simulator and the UIKit adapter. The keyboard bar
/// reads it to title its dismiss button; a host that is not one shows the full keyboard.
@MainActor
package protocol TextInputKeyboardHost: TextInputHost {
    /// The keyboard the field shows (UIKit's `keyboardType`).
    var keyboardType: TextInputKeyboardType { get }
}

extension TextInputHost {
    /// The keyboard the host shows: ``TextInputKeyboardType/default`` unless it says otherwise.
    var shownKeyboardType: TextInputKeyboardType {
        (self as? any TextInputKeyboardHost)?.keyboardType ?? .default
    }
}
