#if canImport(UIKit) && !os(watchOS)
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
/// looked for along the same chain, from the field (`UITextField+TextInputKeyCommands.swift`).
/// So no subclass of `UITextField` is needed.
///
/// Why priority: since iOS 15 the text input and focus systems see keyboard events before the
/// app's key commands, and Tab is theirs (focus movement; on a Mac, the next key view), which
/// follows the screen's layout, not the form's order. `wantsPriorityOverSystemBehavior` gives
/// Tab to the form while a move is allowed; at the last field there is no command, and Tab
/// does what the system does.
///
/// Return needs nothing here: a hardware Return reaches the field's delegate like the
/// keyboard's, and the binding offers it to the plugins.
@MainActor
final class TextInputKeyCommands: TextInputPlugin {
    private weak var binding: (any TextInputBindingType)?
    private weak var textField: UITextField?
    private weak var installedOn: UIViewController?
    private var installedMoves: [TextInputTabMove] = []
    private var installedCommands: [UIKeyCommand] = []

    // MARK: - TextInputPlugin

    func didAttach(to binding: any TextInputBindingType) {
        self.binding = binding
        textField = (binding.host as? UITextFieldHost)?.textField
        update()
    }

    func willDetach(from binding: any TextInputBindingType) {
        guard binding === self.binding else { return }
        uninstall()
        textField = nil
        self.binding = nil
    }

    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        guard binding === self.binding else { return }
        switch event {
        case .editingDidBegin, .editingChanged:
            update()
        case .editingDidEnd:
            uninstall()
        }
    }

    // MARK: - Installing

    /// Gives the field's view controller the commands of the moves allowed now, while the
    /// field is first responder; installs again only when they or the controller changed.
    private func update() {
        guard let binding, let textField, textField.isFirstResponder,
              let controller = textField.enclosingViewController
        else {
            uninstall()
            return
        }
        let moves = TextInputTabMove.moves(allowedBy: binding.toolbarItems)
        guard moves != installedMoves || controller !== installedOn else { return }
        uninstall()
        for move in moves {
            let command = move.keyCommand
            controller.addKeyCommand(command)
            installedCommands.append(command)
        }
        installedMoves = moves
        installedOn = controller
    }

    private func uninstall() {
        if let installedOn {
            for command in installedCommands {
                installedOn.removeKeyCommand(command)
            }
        }
        installedCommands = []
        installedMoves = []
        installedOn = nil
    }
}

extension TextInputTabMove {
    /// Tab, or Shift-Tab, named in the shortcuts list by the toolbar button's word.
    @MainActor
    var keyCommand: UIKeyCommand {
        let command = UIKeyCommand(
            input: "\t",
            modifierFlags: isShifted ? .shift : [],
            action: self == .next
                ? #selector(UITextField.textInputKitMoveToNextField(_:))
                : #selector(UITextField.textInputKitMoveToPreviousField(_:))
        )
        command.discoverabilityTitle = (self == .next ? TextInputString.next : .previous).localized()
        command.wantsPriorityOverSystemBehavior = true
        return command
    }
}

extension UIResponder {
    /// The first view controller up the responder chain: the one whose key commands UIKit
    /// collects while this responder is first.
    var enclosingViewController: UIViewController? {
        var responder = next
        while let current = responder {
            if let controller = current as? UIViewController {
                return controller
            }
            responder = current.next
        }
        return nil
    }
}
#endif
#endif
