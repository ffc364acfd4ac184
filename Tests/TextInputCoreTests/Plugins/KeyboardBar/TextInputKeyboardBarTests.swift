import Testing
import TextInputCore

@MainActor
@Suite("Keyboard bar")
struct TextInputKeyboardBarTests {
    /// A card number and a name field, and a keyboard bar's field, sharing one window's focus
    /// (or each on its own, as hosts without a shared first responder are).
    @MainActor
    struct Form {
        let window = TextInputSimulatorWindow()
        let number: TextInputSimulator
        let name: TextInputSimulator
        let barField: TextInputSimulator
        let numberBinding: TextInputBinding<BankCardNumber>
        let nameBinding: TextInputBinding<String>
        let bar: TextInputKeyboardBar
        let log = Log()

        @MainActor
        final class Log {
            var events: [String] = []
        }

        init(reporting: EditKindReporting = .withKinds, sharesFocus: Bool = true) {
            let window = sharesFocus ? window : nil
            number = TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window)
            number.placeholder = "Card number"
            number.keyboardType = .numberPad
            name = TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window)
            name.placeholder = "Name on card"
            barField = TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window)
            numberBinding = TextInputFormats.bankCardNumber().bind(to: number)
            nameBinding = TextInputFormats.bankCardHolderName().bind(to: name)
            bar = TextInputKeyboardBar(field: barField)
            bar.attach(to: [numberBinding, nameBinding])
            let log = log
            numberBinding.eventHandler = { event in
                switch event {
                case .editingDidBegin: log.events.append("begin")
                case let .editingChanged(state, _): log.events.append("changed \(state.text)")
                case .editingDidEnd: log.events.append("end")
                }
            }
        }
    }

    @Test("the bar appears over the field being edited, with its text, prompt and a dismiss title for its keyboard")
    func appears() {
        let form = Form()
        form.numberBinding.value = try? BankCardNumber(digitsString: "4242")
        #expect(!form.bar.isVisible)
        form.number.beginEditing()
        #expect(form.bar.isVisible)
        #expect(form.barField.isEditing)
        #expect(!form.number.isEditing)
        #expect(form.numberBinding.isEditing)
        #expect(form.barField.text == "4242")
        #expect(form.bar.prompt == "Card number")
        #expect(form.bar.dismissTitle == "Done")
        #expect(form.bar.dismissUserInputLabels == ["Done"])
        form.name.beginEditing()
        #expect(form.bar.prompt == "Name on card")
        #expect(form.bar.dismissTitle == "Hide")
        #expect(form.bar.dismissUserInputLabels == ["Hide", TextInputString.hideKeyboardFull.localized()])
        #expect(form.barField.isEditing)
    }

    @Test("typing in the bar edits the form field by its format; its binding reports each change as its own", arguments: EditKindReporting.allCases)
    func editsFollow(reporting: EditKindReporting) {
        let form = Form(reporting: reporting)
        form.number.beginEditing()
        for digit in "42424242" {
            form.barField.insert(String(digit))
        }
        form.barField.backspace()
        #expect(form.barField.text == "4242 424")
        #expect(form.number.text == "4242 424")
        #expect(form.numberBinding.value?.digitsString == "4242424")
        #expect(form.bar.mirror?.text == "4242 424")
        #expect(form.log.events.first == "begin")
        #expect(form.log.events.last == "changed 4242 424")
        #expect(!form.log.events.contains("end"))
    }

    @Test("dismissing the bar ends the field's editing once; the bar hides", arguments: [true, false])
    func dismiss(sharesFocus: Bool) {
        let form = Form(sharesFocus: sharesFocus)
        form.number.beginEditing()
        form.barField.insert("4")
        form.bar.dismiss()
        #expect(!form.bar.isVisible)
        #expect(!form.barField.isEditing)
        #expect(!form.numberBinding.isEditing)
        #expect(form.log.events == ["begin", "changed 4", "end"])
        #expect(form.number.text == "4")
    }

    /// Work the bar deferred to the next turn of the main queue, run when the test says.
    @MainActor
    final class NextTurn {
        var work: [@MainActor () -> Void] = []

        func run() {
            let due = work
            work = []
            due.forEach { $0() }
        }
    }

    @Test("the bar's field takes the focus one turn after the form field reports it, not inside that report")
    func handOverNextTurn() {
        let form = Form()
        let nextTurn = NextTurn()
        form.bar.later = { nextTurn.work.append($0) }
        form.number.beginEditing()
        #expect(!form.bar.isVisible)
        #expect(form.number.isEditing)
        nextTurn.run()
        #expect(form.bar.isVisible)
        #expect(form.barField.isEditing)
        #expect(form.log.events == ["begin"])
    }

    @Test("a field left before the next turn is not shown in the bar")
    func leftBeforeNextTurn() {
        let form = Form()
        let nextTurn = NextTurn()
        form.bar.later = { nextTurn.work.append($0) }
        form.number.beginEditing()
        form.number.endEditing()
        nextTurn.run()
        #expect(!form.bar.isVisible)
        #expect(!form.barField.isEditing)
        #expect(form.log.events == ["begin", "end"])
    }

    @Test("dismissing ends the form field too: one that takes the focus back meanwhile gives it up, and the bar stays hidden")
    func dismissalIsFinal() {
        let form = Form()
        let nextTurn = NextTurn()
        form.bar.later = { nextTurn.work.append($0) }
        form.number.beginEditing()
        nextTurn.run()
        form.bar.dismiss()
        form.number.beginEditing()  // UIKit hands the focus back as the bar's field resigns
        #expect(!form.number.isEditing)
        nextTurn.run()
        #expect(!form.bar.isVisible)
        #expect(!form.numberBinding.isEditing)
        form.number.beginEditing()  // a later tap edits again
        nextTurn.run()
        #expect(form.bar.isVisible)
    }

    @Test("Next, Return and moving on by itself take the bar from field to field")
    func navigation() {
        let form = Form()
        let navigator = TextInputFormNavigator([
            TextInputFormNavigator.Field(form.numberBinding, options: .options(advancesWhenComplete: true)),
            TextInputFormNavigator.Field(form.nameBinding),
        ])
        form.number.beginEditing()
        #expect(form.bar.mirror?.toolbarItems == form.numberBinding.toolbarItems)
        #expect(form.bar.mirror?.returnKey == .next)
        form.barField.paste("4242424242424242")
        #expect(form.bar.shownBinding === form.nameBinding)
        #expect(form.number.text == "4242 4242 4242 4242")
        #expect(form.log.events.last == "end")
        form.barField.insert("A")
        #expect(form.name.text == "A")
        #expect(form.bar.mirror?.performToolbarItem(.previous(isEnabled: true)) == true)
        #expect(form.bar.shownBinding === form.numberBinding)
        form.barField.pressReturn()
        #expect(form.bar.shownBinding === form.nameBinding)
        form.barField.pressReturn()
        #expect(!form.bar.isVisible)
        #expect(navigator.focusedIndex == nil)
        #expect(form.name.text == "A")
    }

    @Test("what the field remembers goes both ways: a mask that picked an affine format keeps it")
    func memoryFollows() throws {
        let window = TextInputSimulatorWindow()
        let field = TextInputSimulator(window: window)
        let barField = TextInputSimulator(window: window)
        let format = try TextInputFormats.mask("[00]-[00]", affineFormats: ["[0000]"], affinityStrategy: .prefix)
        let binding = format.bind(to: field)
        let bar = TextInputKeyboardBar(field: barField)
        binding.attach(bar)
        field.beginEditing()
        barField.paste("12345")
        let mirrorValue = (bar.mirror as? TextInputBinding<MaskedText>)?.value
        #expect(field.text == barField.text)
        #expect(mirrorValue != nil)
        #expect(binding.value == mirrorValue)
        bar.dismiss()
        #expect(binding.value == mirrorValue)
    }

    @Test("detaching the bar from the field it shows lets the field go")
    func detach() {
        let form = Form()
        form.number.beginEditing()
        form.barField.insert("4")
        form.numberBinding.detach(form.bar)
        #expect(!form.bar.isVisible)
        #expect(form.log.events.last == "end")
        #expect(form.number.text == "4")
    }

    @Test("a change made to the form field itself — a value set, a suggestion accepted — shows in the bar")
    func changesOfTheFormField() throws {
        let form = Form()
        form.number.beginEditing()
        form.barField.insert("4")
        form.numberBinding.value = try BankCardNumber(digitsString: "378282246310005")
        #expect(form.barField.text == "3782 822463 10005")

        let window = TextInputSimulatorWindow()
        let city = TextInputSimulator(window: window)
        let barField = TextInputSimulator(window: window)
        let binding = TextInputFormats.plain.bind(to: city)
        let suggestions = TextInputAutoFill(source: InMemoryAutoFillSource(["Zürich"]))
        binding.attach(suggestions)
        binding.attach(TextInputKeyboardBar(field: barField))
        city.beginEditing()
        barField.insert("z")
        #expect(suggestions.matches == ["Zürich"])
        suggestions.accept("Zürich")
        #expect(barField.text == "Zürich")
        #expect(binding.value == "Zürich")
    }

    @Test("a bar whose field cannot take the focus does not show; the form field keeps editing")
    func barFieldRefusesFocus() {
        let form = Form()
        form.barField.isHidden = true
        form.number.beginEditing()
        #expect(!form.bar.isVisible)
        #expect(form.number.isEditing)
        form.number.insert("4")
        #expect(form.numberBinding.value?.digitsString == "4")
        #expect(form.log.events == ["begin", "changed 4"])
    }
}
