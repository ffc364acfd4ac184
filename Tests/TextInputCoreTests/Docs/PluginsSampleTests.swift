import Foundation
import Testing
import TextInputCore

// The samples of Docs/Plugins.md, repeated as they are written there.

extension TextInputToolbarItem.ID {
    static let characterCount = Self("com.example.characterCount")
    static let clear = Self("com.example.clear")
}

final class CharacterCount: TextInputPlugin {
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType) {
        let count = binding.text.count
        layout.items.append(TextInputToolbarItem(
            id: .characterCount, title: "\(count)/\(limit)",
            accessibilityLabel: "\(count) of \(limit) characters", style: .label))
        layout.items.append(TextInputToolbarItem(
            id: .clear, title: "Clear", symbol: "xmark.circle", isEnabled: count > 0))
    }

    func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool {
        guard item.id == .clear else { return false }
        binding.replaceCharacters(in: binding.text.startIndex..<binding.text.endIndex, with: "", kind: .programmatic)
        return true
    }
}

@MainActor
@Suite("Docs/Plugins.md: the samples do what the page says")
struct PluginsSampleTests {
    @Test("form navigation: the toolbar, Return moving on, Done on the last field")
    func navigation() {
        let window = TextInputSimulatorWindow()                   // fields sharing one focus, as in a view controller
        let name = TextInputSimulator(window: window)
        let email = TextInputSimulator(window: window)
        name.placeholder = "Name"
        let nameBinding = TextInputFormats.plain.bind(to: name)
        let emailBinding = TextInputFormats.plain.bind(to: email)
        TextInputFormNavigator([nameBinding, emailBinding])

        name.beginEditing()
        #expect(nameBinding.toolbarItems == [.previous(isEnabled: false), .next(isEnabled: true), .title("Name"), .flexibleSpace, .done])
        #expect(nameBinding.returnKey == .next)
        name.pressReturn()                // email takes the focus
        #expect(email.isEditing)
        #expect(emailBinding.returnKey == .done)
    }

    @Test("multi-line fields: Return moves on from a field, and types a line break in notes whose policy is newline")
    func multilineFields() {
        let window = TextInputSimulatorWindow()
        let city = TextInputSimulator(window: window)
        let notes = TextInputSimulator(window: window)
        notes.isMultiline = true                                   // a UITextView / NSTextView
        let cityBinding = TextInputFormats.plain.bind(to: city)
        let notesBinding = TextInputFormats.plain.filter(constrainingCharactersCount: 200).bind(to: notes)
        TextInputFormNavigator([
            TextInputFormNavigator.Field(cityBinding),
            TextInputFormNavigator.Field(notesBinding, options: .options(title: "Delivery notes", returnKey: .newline)),
        ])

        city.beginEditing()
        city.pressReturn()                // Next: the notes take the focus
        #expect(notes.isEditing)
        notes.insert("Ring twice")
        notes.pressReturn()               // a line break: the notes keep it
        notes.insert("Leave at the door")
        #expect(notesBinding.text == "Ring twice\nLeave at the door")
        #expect(notesBinding.returnKey == .default)
    }

    @Test("fields from a view tree: a reused cell's field takes its new row's place")
    func viewTree() {
        let window = TextInputSimulatorWindow()
        let rows = (0..<3).map { _ in TextInputSimulator(window: window) }
        let bindings = rows.map { TextInputFormats.plain.bind(to: $0) }
        let table = TextInputFormNavigator(
            bindings.indices.map { TextInputFormNavigator.PlacedField(bindings[$0], path: [0, $0], frame: .zero) },
            order: .hierarchy)
        // Row 0 scrolls away; its cell comes back as row 3's, with the same field and binding.
        table.place([TextInputFormNavigator.PlacedField(bindings[0], path: [0, 3], frame: .zero)])
        #expect(table.count == 4)
        #expect(table.index(of: bindings[0]) == 3)
        rows[2].beginEditing()
        rows[2].pressReturn()                   // row 3's field takes the focus
        #expect(rows[0].isEditing)
    }

    @Test("field options: a veto that says why, Return with the app's own action")
    func fieldOptions() {
        let window = TextInputSimulatorWindow()
        let name = TextInputSimulator(window: window)
        let email = TextInputSimulator(window: window)
        let nameBinding = TextInputFormats.plain.bind(to: name)
        let emailBinding = TextInputFormats.plain.bind(to: email)
        var reasons: [String] = []
        let showError = { (reason: String) in reasons.append(reason) }
        let form = TextInputFormNavigator([
            TextInputFormNavigator.Field(nameBinding, options: .options(
                leaving: { binding in binding.text.isEmpty ? .refused("Enter your name") : .allowed }
            )),
            TextInputFormNavigator.Field(emailBinding, options: .options(returnKey: .custom(.send) { _ in print("send") })),
        ])
        form.eventHandler = { event in
            if case let .stayed(_, reason) = event { showError(reason) }   // next to the field
        }
        name.pressReturn()
        #expect(name.isEditing)
        #expect(reasons == ["Enter your name"])
        #expect(emailBinding.returnKey == .send)
    }

    @Test("moving on once complete")
    func movingOn() {
        let window = TextInputSimulatorWindow()
        let number = TextInputSimulator(window: window)
        let expiry = TextInputSimulator(window: window)
        TextInputFormNavigator([
            TextInputFormNavigator.Field(TextInputFormats.bankCardNumber().bind(to: number), options: .options(advancesWhenComplete: true)),
            TextInputFormNavigator.Field(TextInputFormats.bankCardExpiryDate().bind(to: expiry)),
        ])
        number.paste("4242424242424242")
        #expect(expiry.isEditing)
    }

    @Test("a long table: rows created on demand")
    func longTable() {
        let window = TextInputSimulatorWindow()
        var rows: [Int: TextInputSimulator] = [:]
        let table = TextInputFormNavigator((0..<200).map { row in
            TextInputFormNavigator.Field {
                let cell = TextInputSimulator(window: window)     // tableView.scrollToRow(…); the cell binds its field
                rows[row] = cell
                return TextInputFormats.plain.bind(to: cell)
            }
        })
        table.focusField(at: 0)
        rows[0]?.pressReturn()
        #expect(rows.count == 2)
    }

    @Test("autofill suggestions, and inline completion from the same source")
    func suggestions() {
        let cities = InMemoryAutoFillSource(["Paris", "Parma", "Sparta", "Páros", "Lyon"])
        let cityField = TextInputSimulator()
        let cityBinding = TextInputFormats.plain.bind(to: cityField)
        let suggestions = TextInputAutoFill(source: cities, options: .options(limit: 10, minimumQueryLength: 1))
        cityBinding.attach(suggestions)

        cityField.insert("p")
        cityField.insert("a")
        #expect(suggestions.matches == ["Paris", "Parma", "Páros", "Sparta"])
        #expect(cityBinding.toolbarItems == [.autoFill])
        suggestions.selectNext()              // ↓ in a list, a tap on a row
        cityField.pressReturn()               // accepts "Paris" through the format
        #expect(cityBinding.value == "Paris")

        let destination = TextInputSimulator()
        let trip = TextInputFormats.plain.completing(from: cities).bind(to: destination)
        destination.insert("L")
        #expect(destination.text == "Lyon")
        #expect(destination.selectedCharacterRange == 1..<4)
        #expect(trip.value == "L")
        destination.pressReturn()
        #expect(trip.value == "Lyon")
    }

    /// What the decision log sample prints.
    static let cardDecisions = [
        "focus: editing begins",
        "edit: the field asks to replace UTF-16 {0, 0} with \"•••••\": reported paste, inferred paste",
        "format: paste of \"•••••\" at 0..<0 in \"\": rewritten to \"•••• •\" selecting 6..<6",
        "rewrite: the field shows \"•••• •\" selecting UTF-16 {6, 0}",
    ]

    @Test("the decision log: a card field's decisions, in order, without its digits")
    func decisionLog() {
        let cardField = TextInputSimulator()
        let card = TextInputFormats.bankCardNumber().bind(to: cardField)
        var decisions: [String] = []
        card.decisionLog = TextInputDecisionLog { decisions.append($0.description) }
        cardField.paste("41111")
        #expect(decisions == Self.cardDecisions)

        TextInputDecisionLog.processWide = .standardError   // one line per decision, for every binding
        #expect(TextInputDecisionLog.processWide != nil)
        TextInputDecisionLog.processWide = nil
    }

    @Test("a plugin's own toolbar items: a count and a button it handles, beside the navigator's")
    func writingAPlugin() {
        let field = TextInputSimulator(text: "Hello")
        field.placeholder = "Message"
        let binding = TextInputFormats.plain.bind(to: field)
        binding.attach(CharacterCount(limit: 40))
        TextInputFormNavigator([binding])               // attached after, or before: the same bar
        #expect(binding.toolbarItems.map(\.title) == ["Message", "5/40", "Clear", "", TextInputString.done.localized()])
        binding.performToolbarItem(binding.toolbarItems[2])
        #expect(field.text == "")
    }
}
