/// The Tab and Shift-Tab commands of one field, kept on the object that carries them while the
/// field edits (on UIKit, the view controller the field sits in): one command for each move the
/// field's toolbar items allow (``TextInputTabMove``), installed again only when those moves or
/// the carrier change, and removed when the field stops editing or the plugin is detached.
///
/// The platform gives the carrier of an editing field (nil while it does not edit), makes a
/// command for a move, and adds and removes a command; this plugin decides when.
///
/// ```swift
/// let commands = TextInputTabMoveCommands<ViewController, KeyCommand>(
///     carrier: { _ in field.isEditing ? controller : nil },
///     command: { KeyCommand(move: $0) },
///     add: { $1.add($0) },
///     remove: { $1.remove($0) })
/// binding.attach(commands)   // controller carries Tab while the field edits and has a next field
/// ```
@MainActor
package final class TextInputTabMoveCommands<Carrier: AnyObject, Command>: TextInputPlugin {
    private let carrier: @MainActor (any TextInputBindingType) -> Carrier?
    private let command: @MainActor (TextInputTabMove) -> Command
    private let add: @MainActor (Command, Carrier) -> Void
    private let remove: @MainActor (Command, Carrier) -> Void
    private weak var binding: (any TextInputBindingType)?
    private weak var installedOn: Carrier?
    /// The moves whose commands are installed.
    package private(set) var installedMoves: [TextInputTabMove] = []
    private var installedCommands: [Command] = []

    /// - Parameters:
    ///   - carrier: The object that carries the commands of the binding's field while it edits;
    ///     nil while it does not, or when there is none.
    ///   - command: The command of a move.
    ///   - add: Installs a command on a carrier.
    ///   - remove: Removes a command from the carrier it was installed on.
    package init(
        carrier: @escaping @MainActor (any TextInputBindingType) -> Carrier?,
        command: @escaping @MainActor (TextInputTabMove) -> Command,
        add: @escaping @MainActor (Command, Carrier) -> Void,
        remove: @escaping @MainActor (Command, Carrier) -> Void
    ) {
        self.carrier = carrier
        self.command = command
        self.add = add
        self.remove = remove
    }

    // MARK: - TextInputPlugin

    package func didAttach(to binding: any TextInputBindingType) {
        self.binding = binding
        update()
    }

    package func willDetach(from binding: any TextInputBindingType) {
        guard binding === self.binding else { return }
        removeCommands()
        self.binding = nil
    }

    package func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        guard binding === self.binding else { return }
        switch event {
        case .editingDidBegin, .editingChanged:
            update()
        case .editingDidEnd:
            removeCommands()
        }
    }

    // MARK: - Installing

    /// Gives the carrier the commands of the moves allowed now, while the field edits.
    private func update() {
        guard let binding, let carrier = carrier(binding) else {
            removeCommands()
            return
        }
        let moves = TextInputTabMove.moves(allowedBy: binding.toolbarItems)
        guard moves != installedMoves || carrier !== installedOn else { return }
        removeCommands()
        installedCommands = moves.map(command)
        for command in installedCommands {
            add(command, carrier)
        }
        installedMoves = moves
        installedOn = carrier
    }

    private func removeCommands() {
        if let installedOn {
            for command in installedCommands {
                remove(command, installedOn)
            }
        }
        installedCommands = []
        installedMoves = []
        installedOn = nil
    }
}
