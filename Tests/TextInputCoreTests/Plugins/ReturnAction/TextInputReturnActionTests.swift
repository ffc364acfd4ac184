import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("What Return does in one field")
struct TextInputReturnActionTests {
    @Test("the field shows the action's key, and Return runs the action")
    func keyAndAction() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        var sent: [String] = []
        binding.attach(TextInputReturnAction(key: .send) { binding in sent.append(binding.text) })
        #expect(binding.returnKey == .send)
        field.insert("hi")
        field.pressReturn()
        #expect(sent == ["hi"])
    }

    @Test("without an action, Return is left to the field and only the key shows")
    func keyOnly() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        let later = RecordingPlugin()
        later.handlesReturn = true
        binding.attach(TextInputReturnAction(key: .done))
        binding.attach(later)
        #expect(binding.returnKey == .done)
        #expect(binding.performReturn())  // the plugin after it handled Return
    }

    @Test("no key is no opinion: a plugin attached after it names the key")
    func noKey() {
        let binding = TextInputFormats.plain.bind(to: TextInputSimulator())
        binding.attach(TextInputReturnAction { _ in })
        #expect(binding.returnKey == .default)
    }

    @Test("a suggestion selected in the autofill list is accepted before the action runs")
    func autoFillFirst() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        let suggestions = TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Parma"]))
        var submitted: [String] = []
        binding.attach(suggestions)
        binding.attach(TextInputReturnAction { binding in submitted.append(binding.text) })
        field.insert("P")
        suggestions.selectNext()
        field.pressReturn()
        #expect(field.text == "Paris")
        #expect(submitted.isEmpty)
        field.pressReturn()
        #expect(submitted == ["Paris"])
    }

    @Test("the action can be changed after attaching, as a SwiftUI view's closure is at each update")
    func changingTheAction() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        let returnAction = TextInputReturnAction()
        binding.attach(returnAction)
        var calls: [String] = []
        returnAction.action = { _ in calls.append("first") }
        field.pressReturn()
        returnAction.action = { _ in calls.append("second") }
        returnAction.key = .go
        field.pressReturn()
        #expect(calls == ["first", "second"])
        #expect(binding.returnKey == .go)
    }
}
