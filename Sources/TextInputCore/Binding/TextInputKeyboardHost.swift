/// A host that says which keyboard it shows and whether the system may fill it: the simulator
/// and the UIKit adapter, the hosts of fields with a software keyboard. The keyboard bar reads
/// the keyboard to title its dismiss button, the binding reads AutoFill to let QuickType's space
/// in; a host that is not one shows the full keyboard and expects no AutoFill.
@MainActor
package protocol TextInputKeyboardHost: TextInputHost {
    /// The keyboard the field shows (UIKit's `keyboardType`).
    var keyboardType: TextInputKeyboardType { get }

    /// Whether the system may fill the field from AutoFill or a QuickType suggestion (UIKit: the
    /// app set a `textContentType`). Such a field is let to take a whitespace-only insertion
    /// while it is empty, because QuickType asks about a space before it inserts its value
    /// without asking; the binding formats the value when it arrives.
    var expectsAutoFill: Bool { get }
}

extension TextInputHost {
    /// The keyboard the host shows: ``TextInputKeyboardType/default`` unless it says otherwise.
    var shownKeyboardType: TextInputKeyboardType {
        (self as? any TextInputKeyboardHost)?.keyboardType ?? .default
    }

    /// Whether the system may fill the host from AutoFill: false unless it says otherwise.
    var mayBeAutoFilled: Bool {
        (self as? any TextInputKeyboardHost)?.expectsAutoFill ?? false
    }
}
