import Foundation
import Testing
import TextInputCore

/// A checkout form of simulators sharing one window's focus, as a view controller's fields share
/// the first responder.
@MainActor
private struct Form {
    let window = TextInputSimulatorWindow()
    let fields: [TextInputSimulator]
    let bindings: [TextInputBinding<String>]
    let navigator: TextInputFormNavigator
    var events: [TextInputFormNavigator.Event] { recorder.events }
    private let recorder = EventLog()

    init(
        placeholders: [String?] = ["Name", "Street", "City"],
        reporting: EditKindReporting = .withKinds,
        options: (Int) -> TextInputFormNavigator.FieldOptions = { _ in .options() }
    ) {
        let window = window
        fields = placeholders.map { placeholder in
            let field = TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window)
            field.placeholder = placeholder
            return field
        }
        let bindings = fields.map { TextInputFormats.plain.bind(to: $0) }
        self.bindings = bindings
        navigator = TextInputFormNavigator(bindings.indices.map { TextInputFormNavigator.Field(bindings[$0], options: options($0)) })
        let recorder = recorder
        navigator.eventHandler = { recorder.events.append($0) }
    }

    /// The index of the field that has the focus.
    var focused: Int? {
        fields.firstIndex { $0.isEditing }
    }

    @MainActor
    final class EventLog {
        var events: [TextInputFormNavigator.Event] = []
    }
}

@MainActor
@Suite("Form navigation")
struct TextInputFormNavigatorTests {
    @Test("the toolbar: Previous and Next enabled where a field lies that way, the placeholder as title, Done")
    func toolbar() {
        let form = Form(placeholders: ["Name", nil, "City"])
        #expect(form.bindings[0].toolbarItems == [.previous(isEnabled: false), .next(isEnabled: true), .title("Name"), .flexibleSpace, .done])
        #expect(form.bindings[1].toolbarItems == [.previous(isEnabled: true), .next(isEnabled: true), .flexibleSpace, .done])
        #expect(form.bindings[2].toolbarItems == [.previous(isEnabled: true), .next(isEnabled: false), .title("City"), .flexibleSpace, .done])
    }

    @Test("a form of one field shows neither Previous nor Next")
    func formOfOne() {
        let form = Form(placeholders: ["Email"])
        #expect(form.bindings[0].toolbarItems == [.title("Email"), .flexibleSpace, .done])
        #expect(form.bindings[0].returnKey == .done)
    }

    @Test("a field's options: its title, Previous or Next turned off, Done disabled or hidden")
    func fieldOptions() {
        let form = Form { index in
            switch index {
            case 0: .options(title: "Full name", showsPrevious: false, done: .hidden)
            case 1: .options(showsNext: false, done: .disabled)
            default: .options()
            }
        }
        #expect(form.bindings[0].toolbarItems == [.next(isEnabled: true), .title("Full name")])
        #expect(form.bindings[1].toolbarItems == [.previous(isEnabled: true), .title("Street"), .flexibleSpace, .disabled(.done)])
        form.fields[1].beginEditing()
        #expect(!form.bindings[1].performToolbarItem(.done))
        #expect(!form.bindings[1].performToolbarItem(.disabled(.done)))
        #expect(form.fields[1].isEditing)
    }

    @Test("Next and Previous move the focus; the field left ends editing before the next begins", arguments: EditKindReporting.allCases)
    func nextAndPrevious(reporting: EditKindReporting) {
        let form = Form(reporting: reporting)
        var log: [String] = []
        for (index, binding) in form.bindings.enumerated() {
            binding.eventHandler = { event in
                switch event {
                case .editingDidBegin: log.append("begin \(index)")
                case .editingDidEnd: log.append("end \(index)")
                case .editingChanged: break
                }
            }
        }
        form.fields[0].insert("Ada")
        #expect(form.bindings[0].performToolbarItem(.next(isEnabled: true)))
        #expect(form.focused == 1)
        #expect(form.bindings[1].performToolbarItem(.previous(isEnabled: true)))
        #expect(form.focused == 0)
        #expect(log == ["begin 0", "end 0", "begin 1", "end 1", "begin 0"])
        #expect(form.events == [.moved(from: 0, to: 1), .moved(from: 1, to: 0)])
        #expect(form.fields[0].text == "Ada")
    }

    @Test("fields that are disabled, hidden, read-only or skipped are passed by, and disable the items that would reach them")
    func unavailableFields() {
        let form = Form(placeholders: ["A", "B", "C", "D", "E", "F"]) { index in
            .options(isSkipped: index == 4)
        }
        form.fields[1].isEnabled = false
        form.fields[2].isHidden = true
        form.fields[3].isEditable = false
        form.fields[0].beginEditing()
        #expect(form.bindings[0].toolbarItems.prefix(2) == [.previous(isEnabled: false), .next(isEnabled: true)])
        form.bindings[0].performToolbarItem(.next(isEnabled: true))
        #expect(form.focused == 5)
        #expect(form.bindings[5].toolbarItems.prefix(2) == [.previous(isEnabled: true), .next(isEnabled: false)])
        form.fields[0].isEnabled = false
        #expect(form.bindings[5].toolbarItems.prefix(2) == [.previous(isEnabled: false), .next(isEnabled: false)])
        #expect(!form.navigator.moveToPrevious(from: form.bindings[5]))
        #expect(form.focused == 5)
    }

    @Test("Done ends editing and says so")
    func done() {
        let form = Form()
        form.fields[1].beginEditing()
        #expect(form.bindings[1].performToolbarItem(.done))
        #expect(form.focused == nil)
        #expect(form.events == [.finished(at: 1)])
    }

    @Test("Return moves on and ends editing on the last field; the return key says which", arguments: EditKindReporting.allCases)
    func returnMovesOn(reporting: EditKindReporting) {
        let form = Form(reporting: reporting)
        #expect(form.bindings.map(\.returnKey) == [.next, .next, .done])
        form.fields[0].pressReturn()
        #expect(form.focused == 1)
        form.fields[1].pressReturn()
        #expect(form.focused == 2)
        form.fields[2].pressReturn()
        #expect(form.focused == nil)
        #expect(form.events == [.moved(from: 0, to: 1), .moved(from: 1, to: 2), .finished(at: 2)])
    }

    @Test("Return's policy per field: Next becomes Done when no field follows that can take the focus")
    func returnKeyFollowsAvailability() {
        let form = Form()
        form.fields[2].isEnabled = false
        #expect(form.bindings[1].returnKey == .done)
        form.fields[1].pressReturn()
        #expect(form.focused == nil)
    }

    @Test("Return set to end editing, or to the app's own action with its own key")
    func returnPolicies() {
        var searched: [String] = []
        let form = Form { index in
            switch index {
            case 0: .options(returnKey: .done)
            case 1: .options(returnKey: .custom(.search) { binding in searched.append(binding.text) })
            default: .options()
            }
        }
        #expect(form.bindings[0].returnKey == .done)
        #expect(form.bindings[1].returnKey == .search)
        form.fields[0].pressReturn()
        #expect(form.focused == nil)
        form.fields[1].insert("Lyon")
        form.fields[1].pressReturn()
        #expect(searched == ["Lyon"])
        #expect(form.focused == 1)
    }

    @Test("the app's own delegate answering no to Return keeps it from the navigator")
    func appDelegateOverridesReturn() {
        let window = TextInputSimulatorWindow()
        let first = TextInputSimulator(window: window)
        let second = TextInputSimulator(window: window)
        let appDelegate = RecordingHostDelegate()
        appDelegate.answersReturn = false
        first.hostDelegate = appDelegate
        _ = TextInputFormNavigator([TextInputFormats.plain.bind(to: first), TextInputFormats.plain.bind(to: second)])
        first.pressReturn()
        #expect(first.isEditing)
        #expect(appDelegate.calls.last == "shouldReturn")
        appDelegate.answersReturn = true
        first.pressReturn()
        #expect(second.isEditing)
    }

    @Test("a field that refuses to be left keeps the focus, and the navigator says why")
    func leavingRefused() {
        let form = Form { index in
            index == 0 ? .options(leaving: { $0.text.isEmpty ? .refused("Enter your name") : .allowed }) : .options()
        }
        form.fields[0].beginEditing()
        #expect(form.bindings[0].performToolbarItem(.next(isEnabled: true)))
        form.fields[0].pressReturn()
        form.bindings[0].performToolbarItem(.done)
        #expect(form.focused == 0)
        #expect(form.events == Array(repeating: .stayed(at: 0, reason: "Enter your name"), count: 3))
        form.fields[0].insert("Ada")
        form.fields[0].pressReturn()
        #expect(form.focused == 1)
    }

    @Test("without a shared focus, the field left is told to end editing after the next one begins")
    func separateFocus() {
        let first = TextInputSimulator()
        let second = TextInputSimulator()
        let bindings = [TextInputFormats.plain.bind(to: first), TextInputFormats.plain.bind(to: second)]
        _ = TextInputFormNavigator(bindings)  // kept alive by the bindings it is attached to
        first.beginEditing()
        first.pressReturn()
        #expect(!first.isEditing)
        #expect(second.isEditing)
    }

    @Test("the navigator lets go of a field that is unbound, and passes it by")
    func unboundField() {
        let form = Form()
        form.bindings[1].unbind()
        #expect(form.navigator.index(of: form.bindings[1]) == nil)
        form.fields[0].pressReturn()
        #expect(form.focused == 2)
    }

    @Test("the bindings keep the navigator alive; it goes once the last one lets it go")
    func ownership() {
        let bindings = [TextInputSimulator(), TextInputSimulator()].map { TextInputFormats.plain.bind(to: $0) }
        weak var navigator: TextInputFormNavigator?
        do {
            let made = TextInputFormNavigator(bindings)
            navigator = made
        }
        #expect(navigator != nil)
        bindings[0].unbind()
        #expect(navigator != nil)
        bindings[1].unbind()
        #expect(navigator == nil)
    }

    @Test("a field registered again keeps one navigator plugin, in its place among the binding's plugins")
    func registeredAgain() {
        let form = Form()
        let later = RecordingPlugin()
        form.bindings[0].attach(later)
        form.navigator.register(form.bindings[0], at: 0)
        #expect(form.bindings[0].plugins.count == 2)
        #expect(form.bindings[0].plugins.last === later)
        form.fields[0].beginEditing()
        form.fields[0].pressReturn()
        #expect(form.focused == 1)
        #expect(!later.log.contains("return"))
    }

    @Test("reading order from frames: rows top to bottom, leading to trailing, right to left aware")
    func readingOrder() {
        // Street spans the form; city and postcode share the next row, postcode a little lower.
        let frames = [
            CGRect(x: 200, y: 100, width: 100, height: 40),  // postcode (given first)
            CGRect(x: 20, y: 40, width: 280, height: 40),  // street
            CGRect(x: 20, y: 96, width: 160, height: 40),  // city
        ]
        let form = Form(placeholders: ["Postcode", "Street", "City"])
        #expect(form.navigator.orderByPosition(frames))
        #expect(form.navigator.index(of: form.bindings[1]) == 0)
        #expect(form.navigator.index(of: form.bindings[2]) == 1)
        #expect(form.navigator.index(of: form.bindings[0]) == 2)

        let rightToLeft = Form(placeholders: ["Postcode", "Street", "City"])
        #expect(rightToLeft.navigator.orderByPosition(frames, isRightToLeft: true))
        #expect(rightToLeft.navigator.index(of: rightToLeft.bindings[0]) == 1)
        #expect(rightToLeft.navigator.index(of: rightToLeft.bindings[2]) == 2)

        #expect(!form.navigator.orderByPosition(Array(frames.prefix(2))))
        #expect(form.navigator.index(of: form.bindings[1]) == 0)
    }
}

@MainActor
@Suite("Form navigation: moving on once a value is complete")
struct TextInputFormNavigatorAutoAdvanceTests {
    /// A card number, expiry date and security code form; the number moves on when complete.
    @MainActor
    private struct CardForm {
        let window = TextInputSimulatorWindow()
        let number: TextInputSimulator
        let expiry: TextInputSimulator
        let code: TextInputSimulator

        init(reporting: EditKindReporting, advances: Bool = true) {
            number = TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window)
            expiry = TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window)
            code = TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window)
            _ = TextInputFormNavigator([
                TextInputFormNavigator.Field(
                    TextInputFormats.bankCardNumber().bind(to: number),
                    options: .options(advancesWhenComplete: advances)
                ),
                TextInputFormNavigator.Field(
                    TextInputFormats.bankCardExpiryDate().bind(to: expiry),
                    options: .options(advancesWhenComplete: advances)
                ),
                TextInputFormNavigator.Field(TextInputFormats.bankCardSecurityCode().bind(to: code)),
            ])
        }
    }

    nonisolated static let numbers: [(digits: String, movesOn: Bool)] = [
        ("4242424242424242", true),  // Visa at 16
        ("4000000000006", false),  // a valid 13-digit Visa: more digits may follow
        ("378282246310005", true),  // American Express at 15
        ("36000000000008", true),  // Diners Club 36 at 14
        ("4242424242424241", false),  // fails the Luhn check
    ]

    @Test("a card number moves on once complete", arguments: numbers, EditKindReporting.allCases)
    func cardNumber(row: (digits: String, movesOn: Bool), reporting: EditKindReporting) {
        let form = CardForm(reporting: reporting)
        for digit in row.digits {
            form.number.insert(String(digit))
        }
        #expect(form.expiry.isEditing == row.movesOn)
        #expect(form.number.isEditing == !row.movesOn)
    }

    @Test("the whole card typed straight through, field after field", arguments: EditKindReporting.allCases)
    func straightThrough(reporting: EditKindReporting) {
        let form = CardForm(reporting: reporting)
        form.number.beginEditing()
        for digit in "4242424242424242" + "1230" + "123" {
            form.window.focusedField?.insert(String(digit))
        }
        #expect(form.number.text == "4242 4242 4242 4242")
        #expect(form.expiry.text == "12/30")
        #expect(form.code.text == "123")
        #expect(form.code.isEditing)
    }

    @Test("no moving on without opting in, nor when a complete value is edited and stays complete")
    func onlyOnTheTransition() {
        let form = CardForm(reporting: .withKinds, advances: false)
        form.number.paste("4242424242424242")
        #expect(form.number.isEditing)

        let opted = CardForm(reporting: .withKinds)
        opted.number.paste("4242424242424242")
        #expect(opted.expiry.isEditing)
        opted.number.beginEditing()
        opted.number.select(0..<1)
        opted.number.insert("4")
        #expect(opted.number.isEditing)
    }

    nonisolated static let completeness: [(digits: String, isComplete: Bool)] = [
        ("4242424242424242", true),
        ("4000000000000000006", true),  // Visa at its maximum, 19
        ("4000000000006", false),
        ("501800000009", false),  // Maestro at 12 of 12…19
        ("5018000000000009", true),  // Maestro at 16
        ("30000000000004", false),  // Diners Club 30 at 14 of 14…19
        ("3000000000000004", true),  // Diners Club 30 at 16
        ("100000000000009", true),  // UATP at 15
        ("3841000000000000004", true),  // Hipercard 384100, 19 only
        ("9000000000000008", false),  // no known brand
    ]

    @Test("a card number is complete at its brand's standard length or maximum", arguments: completeness)
    func cardNumberCompleteness(row: (digits: String, isComplete: Bool)) throws {
        #expect(try BankCardNumber(digitsString: row.digits).isComplete == row.isComplete)
    }

    @Test("the other values say when they are complete")
    func otherValues() throws {
        let maskField = TextInputSimulator(text: "12/3")
        let mask = try TextInputFormats.mask("[00]/[00]").bind(to: maskField)
        #expect(!mask.isComplete)
        maskField.insert("4")
        #expect(mask.isComplete)
        let phoneField = TextInputSimulator(text: "650 253 000")
        let phone = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: phoneField)
        #expect(!phone.isComplete)
        phoneField.insert("0")
        #expect(phone.isComplete)
        let expiryField = TextInputSimulator(text: "12/3")
        let expiry = TextInputFormats.bankCardExpiryDate().bind(to: expiryField)
        #expect(!expiry.isComplete)
        expiryField.insert("0")
        #expect(expiry.isComplete)
        let nameField = TextInputSimulator(text: "Ada")
        #expect(!TextInputFormats.plain.bind(to: nameField).isComplete)
    }
}

@MainActor
@Suite("Form navigation: fields created on demand")
struct TextInputFormNavigatorLazyFieldTests {
    /// A table of 200 rows whose cells exist only while visible: revealing a row creates its
    /// cell (a simulator) and binds it, as `cellForRow` would.
    @MainActor
    final class Table {
        let window = TextInputSimulatorWindow()
        private(set) var cells: [Int: TextInputSimulator] = [:]
        private(set) var revealed: [Int] = []
        var navigator: TextInputFormNavigator!

        init(rows: Int) {
            navigator = TextInputFormNavigator(
                (0..<rows).map { row in
                    TextInputFormNavigator.Field { [unowned self] in
                        revealed.append(row)
                        return cell(at: row)
                    }
                })
        }

        /// The cell of `row`, created and bound when it does not exist.
        func cell(at row: Int) -> TextInputBinding<String> {
            if let cell = cells[row], let binding = cell.hostDelegate as? TextInputBinding<String> {
                return binding
            }
            let cell = TextInputSimulator(window: window)
            cell.placeholder = "Row \(row)"
            cells[row] = cell
            return TextInputFormats.plain.bind(to: cell)
        }

        /// Scrolls `row` away: its cell is reused elsewhere, so its binding goes.
        func reuseCell(at row: Int) {
            if let cell = cells.removeValue(forKey: row), let binding = cell.hostDelegate as? any TextInputBindingType {
                binding.unbind()
            }
        }
    }

    @Test("only the rows the user reaches are revealed")
    func revealsOnDemand() {
        let table = Table(rows: 200)
        let first = table.cell(at: 0)
        table.navigator.register(first, at: 0)
        table.cells[0]?.beginEditing()
        #expect(first.toolbarItems.prefix(3) == [.previous(isEnabled: false), .next(isEnabled: true), .title("Row 0")])
        for row in 0..<3 {
            table.cells[row]?.pressReturn()
        }
        #expect(table.cells[3]?.isEditing == true)
        #expect(table.revealed == [1, 2, 3])
        #expect(table.cells.count == 4)
    }

    @Test("a row whose cell was reused is revealed again when the user comes back to it")
    func reusedCell() {
        let table = Table(rows: 200)
        #expect(table.navigator.focusField(at: 10))
        table.cells[10]?.pressReturn()
        table.cells[11]?.pressReturn()
        table.reuseCell(at: 11)
        #expect(table.cells[12]?.isEditing == true)
        let twelve = table.cell(at: 12)
        #expect(twelve.performToolbarItem(.previous(isEnabled: true)))
        #expect(table.revealed == [10, 11, 12, 11])
        #expect(table.cells[11]?.isEditing == true)
        #expect(table.navigator.index(of: twelve) == 12)
    }

    @Test("the last row ends editing on Return; an index out of range is refused")
    func lastRow() {
        let table = Table(rows: 200)
        #expect(!table.navigator.focusField(at: 200))
        #expect(table.navigator.focusField(at: 199))
        #expect(table.cell(at: 199).returnKey == .done)
        table.cells[199]?.pressReturn()
        #expect(table.cells[199]?.isEditing == false)
    }
}
