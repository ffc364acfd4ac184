#if canImport(UIKit) && !os(watchOS)
#if os(iOS) || os(visionOS)
import TextInputCore
import UIKit

/// Moving between the fields of a form with a hardware keyboard.
extension TextInputBindingType {
    /// Lets Tab and Shift-Tab on a hardware keyboard move to the next and previous field while
    /// this field edits, as its toolbar's Next and Previous do (through the form navigator).
    /// Where the toolbar has no enabled Next (the last field), Tab keeps the system's
    /// behaviour. Attaching twice does nothing more. No subclass of `UITextField` is needed:
    /// the commands go to the view controller the field is in, while it edits.
    ///
    /// ```swift
    /// for binding in [nameBinding, cardBinding, expiryBinding] {
    ///     binding.attachToolbar()
    ///     binding.attachKeyCommands()
    /// }
    /// ```
    public func attachKeyCommands() {
        guard !plugins.contains(where: { $0 is TextInputKeyCommands }) else { return }
        attach(TextInputKeyCommands())
    }

    /// Gives Tab and Shift-Tab back to the system for this field.
    ///
    /// ```swift
    /// notesBinding.detachKeyCommands()
    /// ```
    public func detachKeyCommands() {
        for plugin in plugins where plugin is TextInputKeyCommands {
            detach(plugin)
        }
    }
}
#endif
#endif
