#if canImport(UIKit) && !os(watchOS)
#if os(iOS) || os(visionOS)
import TextInputCore
import UIKit

/// The actions of the Tab and Shift-Tab key commands (`TextInputKeyCommands.swift`). UIKit
/// looks for a key command's action from the first responder up the chain, so while a text
/// field edits, the field is the first to implement it: the move is made through that field's
/// own binding, whichever field it is.
extension UITextField {
    /// Tab: the binding's Next item.
    @objc func textInputKitMoveToNextField(_ sender: Any?) {
        textInputKitBinding?.performToolbarItem(TextInputTabMove.next.toolbarItem)
    }

    /// Shift-Tab: the binding's Previous item.
    @objc func textInputKitMoveToPreviousField(_ sender: Any?) {
        textInputKitBinding?.performToolbarItem(TextInputTabMove.previous.toolbarItem)
    }

    /// The binding of this field, if one is attached.
    private var textInputKitBinding: (any TextInputBindingType)? {
        UITextFieldHost.existingHost(for: self)?.binding
    }
}
#endif
#endif
