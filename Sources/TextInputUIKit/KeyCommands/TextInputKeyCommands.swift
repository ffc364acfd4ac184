#if os(iOS) || os(visionOS)
import TextInputCore
import UIKit

/// Tab and Shift-Tab on a hardware keyboard (iPad, Mac Catalyst) for one field: while the field
/// edits, the view controller it sits in carries a key command for each move the field's
/// toolbar items allow (``TextInputCore/TextInputTabMove``); the command's action reaches the
/// field itself, which performs the move through its binding. The plugin
/// `binding.attachKeyCommands()` attaches.
///
/// Why the view controller: UIKit collects key commands along the responder chain from the
/// first responder up, and only a view controller takes commands from outside
/// (`addKeyCommand(_:)`); the field's `keyCommands` can only be overridden in a subclass, and
/// the toolbar, an input accessory view, is not in the field's responder chain. The action is
/// looked for along the same chain, from the field (the `UIView` extension below).
/// So no subclass of `UITextField` or `UITextView` is needed.
///
/// Why priority: since iOS 15 the text input and focus systems see keyboard events before the
/// app's key commands, and Tab is theirs (focus movement; on a Mac, the next key view), which
/// follows the screen's layout, not the form's order. `wantsPriorityOverSystemBehavior` gives
/// Tab to the form while a move is allowed; at the last field there is no command, and Tab
/// does what the system does.
///
/// Return needs nothing here: a hardware Return reaches the field's delegate like the
/// keyboard's, and the binding offers it to the plugins.
///
/// When the commands are installed and removed is Core's (`TextInputTabMoveCommands`); this
/// module gives it the carrier, the command and how to add and remove one.
typealias TextInputKeyCommands = TextInputTabMoveCommands<UIViewController, UIKeyCommand>

extension TextInputTabMoveCommands where Carrier == UIViewController, Command == UIKeyCommand {
    /// Commands carried by the view controller of the binding's text field while it edits: the
    /// one whose key commands UIKit collects while the field is first responder, the first up
    /// the responder chain; none while the field is not first responder.
    convenience init() {
        self.init(
            carrier: { binding in (binding.host as? UITextInputViewHost)?.view.flatMap { $0.isFirstResponder ? $0.nearestViewController : nil } },
            command: { move in move.keyCommand },
            add: { command, controller in controller.addKeyCommand(command) },
            remove: { command, controller in controller.removeKeyCommand(command) }
        )
    }
}

extension TextInputTabMove {
    /// Tab, or Shift-Tab, named in the shortcuts list by the toolbar button's word.
    @MainActor
    var keyCommand: UIKeyCommand {
        let command = UIKeyCommand(
            input: "\t",
            modifierFlags: isShifted ? .shift : [],
            action: #selector(UIView.textInputKitMoveToField(_:))
        )
        command.discoverabilityTitle = (self == .next ? TextInputString.next : .previous).localized()
        command.wantsPriorityOverSystemBehavior = true
        return command
    }
}

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
        attachedPlugin(orAttaching: TextInputKeyCommands())
    }

    /// Gives Tab and Shift-Tab back to the system for this field.
    ///
    /// ```swift
    /// notesBinding.detachKeyCommands()
    /// ```
    public func detachKeyCommands() {
        detachPlugins(TextInputKeyCommands.self)
    }
}

/// The actions of the Tab and Shift-Tab key commands (`TextInputKeyCommands.swift`). UIKit
/// looks for a key command's action from the first responder up the chain, so while a text
/// field or a text view edits, it is the first to implement it: the move is made through its own
/// binding, whichever view it is.
extension UIView {
    /// Tab: the binding's Next item; Shift-Tab: its Previous item. The command carries the Shift
    /// it was made with.
    @objc func textInputKitMoveToField(_ command: UIKeyCommand) {
        let move = TextInputTabMove(isShifted: command.modifierFlags.contains(.shift))
        UITextInputViewHost.existingHost(for: self)?.binding?.performToolbarItem(move.toolbarItem)
    }
}
#endif
