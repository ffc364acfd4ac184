import Testing
import TextInputCore

/// When a field's Tab and Shift-Tab commands are installed on their carrier and removed.
@MainActor
@Suite("Tab move commands")
struct TextInputTabMoveCommandsTests {
    /// A view controller's stand-in: the commands it carries, and how many adds and removes.
    final class Carrier {
        var commands: [TextInputTabMove] = []
        var changes = 0
    }

    /// Two fields of one form; the commands of each go to `carrier` while the field edits.
    @MainActor
    final class Form {
        let first: TextInputSimulator
        let second: TextInputSimulator
        let firstBinding: TextInputBinding<String>
        let secondBinding: TextInputBinding<String>
        var carrier: Carrier? = Carrier()

        init() {
            let window = TextInputSimulatorWindow()
            first = TextInputSimulator(window: window)
            second = TextInputSimulator(window: window)
            firstBinding = TextInputFormats.plain.bind(to: first)
            secondBinding = TextInputFormats.plain.bind(to: second)
            TextInputFormNavigator([firstBinding, secondBinding])
        }

        func commands() -> TextInputTabMoveCommands<Carrier, TextInputTabMove> {
            TextInputTabMoveCommands(
                carrier: { [unowned self] binding in binding.isEditing ? carrier : nil },
                command: { $0 },
                add: { command, carrier in
                    carrier.commands.append(command)
                    carrier.changes += 1
                },
                remove: { command, carrier in
                    carrier.commands.removeAll { $0 == command }
                    carrier.changes += 1
                }
            )
        }
    }

    @Test("a field carries the moves its toolbar allows while it edits, and none after")
    func whileEditing() throws {
        let form = Form()
        let carrier = try #require(form.carrier)
        let commands = form.commands()
        form.firstBinding.attach(commands)
        #expect(carrier.commands.isEmpty)
        form.first.beginEditing()
        #expect(carrier.commands == [.next])
        #expect(commands.installedMoves == [.next])
        form.first.endEditing()
        #expect(carrier.commands.isEmpty)
        #expect(commands.installedMoves.isEmpty)
    }

    @Test("the last field carries Shift-Tab alone, the first field's commands gone")
    func lastField() throws {
        let form = Form()
        let carrier = try #require(form.carrier)
        form.firstBinding.attach(form.commands())
        form.secondBinding.attach(form.commands())
        form.first.beginEditing()
        form.second.beginEditing()
        #expect(carrier.commands == [.previous])
    }

    @Test("an edit that changes neither the moves nor the carrier installs nothing again")
    func unchanged() throws {
        let form = Form()
        let carrier = try #require(form.carrier)
        form.firstBinding.attach(form.commands())
        form.first.beginEditing()
        let changes = carrier.changes
        form.first.insert("a")
        #expect(carrier.changes == changes)
        #expect(carrier.commands == [.next])
    }

    @Test("a new carrier takes the commands from the old one at the next edit")
    func newCarrier() throws {
        let form = Form()
        let old = try #require(form.carrier)
        form.firstBinding.attach(form.commands())
        form.first.beginEditing()
        let new = Carrier()
        form.carrier = new
        form.first.insert("a")
        #expect(old.commands.isEmpty)
        #expect(new.commands == [.next])
    }

    @Test("no carrier, no commands; detaching removes them")
    func noCarrierAndDetach() throws {
        let form = Form()
        let carrier = try #require(form.carrier)
        let commands = form.commands()
        form.firstBinding.attach(commands)
        form.first.beginEditing()
        form.carrier = nil
        form.first.insert("a")
        #expect(carrier.commands.isEmpty)
        form.carrier = carrier
        form.first.insert("b")
        #expect(carrier.commands == [.next])
        form.firstBinding.detach(commands)
        #expect(carrier.commands.isEmpty)
    }
}
