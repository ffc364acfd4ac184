#if canImport(UIKit) && !os(watchOS)
#if os(iOS)
import TextInputCore
import UIKit

/// The toolbar of a field bound to a `UITextField`.
extension TextInputBindingType {
    /// Shows a toolbar above the field's keyboard (its `inputAccessoryView`) with the items the
    /// binding's plugins propose, and answers it. A binding that has one already keeps it and
    /// gives it `appearance`.
    ///
    /// ```swift
    /// let binding = TextInputFormats.plain.bind(to: nameField)
    /// TextInputFormNavigator([binding, emailBinding])
    /// binding.attachToolbar()
    /// ```
    @discardableResult
    public func attachToolbar(appearance: TextInputToolbarAppearance = TextInputToolbarAppearance()) -> TextInputToolbarView {
        if let toolbarView {
            toolbarView.appearance = appearance
            return toolbarView
        }
        let toolbar = TextInputToolbarView(appearance: appearance)
        attach(toolbar)
        return toolbar
    }

    /// The toolbar attached to the binding, if any.
    ///
    /// ```swift
    /// binding.toolbarView?.appearance.showsTitle = false
    /// ```
    public var toolbarView: TextInputToolbarView? {
        plugins.compactMap { $0 as? TextInputToolbarView }.first
    }

    /// Removes the field's toolbar: the field shows its keyboard without one. This is how a
    /// field of a form goes without the toolbar the others have.
    ///
    /// ```swift
    /// searchBinding.detachToolbar()
    /// ```
    public func detachToolbar() {
        if let toolbarView {
            detach(toolbarView)
        }
    }
}
#endif
#endif
