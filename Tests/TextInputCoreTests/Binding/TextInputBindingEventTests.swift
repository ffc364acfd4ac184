import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("TextInputBinding events")
struct TextInputBindingEventTests {
    /// The events a binding reports while `actions` run on its field, as short strings.
    func events<Value>(of format: TextInputFormat<Value>, text: String = "", _ actions: (TextInputSimulator) -> Void) -> [String] {
        let field = TextInputSimulator(text: text)
        let binding = format.bind(to: field)
        var log: [String] = []
        binding.eventHandler = { event in
            switch event {
            case .editingDidBegin: log.append("begin")
            case let .editingChanged(state, changes):
                let names = [(TextInputEditingChanges.text, "text"), (.selectedRange, "selection"), (.value, "value")]
                    .filter { changes.contains($0.0) }.map(\.1)
                log.append("\(state.text) \(names.joined(separator: "+"))")
            case .editingDidEnd: log.append("end")
            }
        }
        actions(field)
        return log
    }

    @Test("begin, changes and end arrive in order, each saying what changed")
    func order() {
        let log = events(of: TextInputFormats.plain) { field in
            field.insert("a")
            field.select(0..<1)
            field.endEditing()
        }
        #expect(log == ["begin", "a text+selection+value", "a selection", "end"])
    }

    @Test("an edit that changes nothing reports nothing")
    func noChangeNoEvent() {
        let digits = TextInputFormats.plain.filter(by: .decimalDigits)
        let log = events(of: digits, text: "1") { field in
            field.beginEditing()
            field.insert("x")
            field.select(1..<1)
        }
        #expect(log == ["begin"])
    }

    @Test("the value is compared with == when it is Equatable")
    func equatableValue() {
        let length = TextInputFormats.plain.transformValue(direct: { $0.count }, reverse: { String(repeating: "x", count: $0) })
        let log = events(of: length, text: "ab") { field in
            field.select(0..<1)
            field.insert("z")
        }
        #expect(log == ["begin", "ab selection", "zb text+selection"])
    }

    struct Opaque { var text: String }

    @Test("a value that is not Equatable counts as changed whenever the text changes")
    func opaqueValue() {
        let opaque = TextInputFormats.plain.transformValue(direct: { Opaque(text: $0) }, reverse: { $0.text })
        let log = events(of: opaque, text: "ab") { field in
            field.select(0..<1)
            field.insert("z")
        }
        #expect(log == ["begin", "ab selection", "zb text+selection+value"])
    }

    @Test("programmatic changes report like any other")
    func programmatic() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        var changes: [TextInputEditingChanges] = []
        binding.eventHandler = { if case let .editingChanged(_, change) = $0 { changes.append(change) } }
        binding.value = "hello"
        binding.replaceCharacters(in: field.text.startIndex..<field.text.index(after: field.text.startIndex), with: "j")
        #expect(field.text == "jello")
        #expect(changes == [[.text, .selectedRange, .value], [.text, .selectedRange, .value]])
    }
}
