import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Return in a multi-line field")
struct TextInputMultilineReturnTests {
    /// A multi-line field (a text view) holding `text`, the caret at its end, editing.
    static func notes(_ text: String = "", _ reporting: EditKindReporting = .withKinds) -> TextInputSimulator {
        let field = TextInputSimulator(text: text, reportsEditKinds: reporting.reportsEditKinds)
        field.isMultiline = true
        return field
    }

    struct Question: CustomTestStringConvertible, Sendable {
        let name: String
        let string: String
        let kind: TextInputEditKind
        /// The range asked about, in UTF-16; the selection is a caret at 2 in "ab".
        let range: NSRange
        let isMultiline: Bool
        let isReturn: Bool
        var testDescription: String { name }
    }

    nonisolated static let caret = NSRange(location: 2, length: 0)

    nonisolated static let questions: [Question] = [
        Question(name: "a line feed typed at the caret", string: "\n", kind: .typing, range: caret, isMultiline: true, isReturn: true),
        Question(name: "a carriage return and line feed typed", string: "\r\n", kind: .typing, range: caret, isMultiline: true, isReturn: true),
        Question(name: "a line feed over the selection, kind untold (UIKit)", string: "\n", kind: .unknown, range: caret, isMultiline: true, isReturn: true),
        Question(
            name: "a line feed away from the selection, kind untold (autocorrection)", string: "\n", kind: .unknown, range: NSRange(location: 0, length: 1),
            isMultiline: true, isReturn: false),
        Question(name: "a line feed pasted", string: "\n", kind: .paste, range: caret, isMultiline: true, isReturn: false),
        Question(name: "a line feed composed by an input method", string: "\n", kind: .markedText, range: caret, isMultiline: true, isReturn: false),
        Question(name: "a line pasted with its line break", string: "c\n", kind: .paste, range: caret, isMultiline: true, isReturn: false),
        Question(name: "a line separator (not the Return key's)", string: "\u{2028}", kind: .typing, range: caret, isMultiline: true, isReturn: false),
        Question(name: "a line feed typed into a single-line field", string: "\n", kind: .typing, range: caret, isMultiline: false, isReturn: false),
    ]

    @Test("only a line break typed over the selection of a multi-line field is Return", arguments: questions)
    func isReturn(question: Question) {
        let asked = TextInputHostQuestion(question.range, with: question.string, kind: question.kind, isMultiline: question.isMultiline)
        let host = TextInputHostSnapshot(text: "ab", selectedUTF16Range: Self.caret)
        #expect(TextInputMultilineReturn.isReturn(asked, in: host) == question.isReturn)
    }

    @Test("with nothing to handle Return, Return types a line break over the selection", arguments: EditKindReporting.allCases)
    func insertsLineBreak(reporting: EditKindReporting) {
        let field = Self.notes("Ring twice", reporting)
        let binding = TextInputFormats.plain.bind(to: field)
        field.beginEditing()
        field.pressReturn()
        field.insert("L")
        #expect(binding.text == "Ring twice\nL")
        field.select(0..<4)
        field.pressReturn()
        #expect(binding.text == "\n twice\nL")
        #expect(field.selectedCharacterRange == 1..<1)
    }

    struct Builder: CustomTestStringConvertible, Sendable {
        let name: String
        let format: @Sendable () -> TextInputFormat<String>
        let text: String
        let afterReturn: String
        var testDescription: String { name }
    }

    nonisolated static let builders: [Builder] = [
        Builder(
            name: "a count limit with room left takes the line break", format: { TextInputFormats.plain.filter(constrainingCharactersCount: 4) }, text: "abc",
            afterReturn: "abc\n"),
        Builder(
            name: "a count limit that is full refuses it", format: { TextInputFormats.plain.filter(constrainingCharactersCount: 3) }, text: "abc",
            afterReturn: "abc"),
        Builder(
            name: "a filter that allows new lines takes it", format: { TextInputFormats.plain.filter(by: CharacterSet.letters.union(.newlines)) }, text: "abc",
            afterReturn: "abc\n"),
        Builder(name: "a filter of letters only drops it", format: { TextInputFormats.plain.filter(by: .letters) }, text: "abc", afterReturn: "abc"),
        Builder(
            name: "a map sees the line break as text", format: { TextInputFormats.plain.map { text, selection in (text.uppercased(), selection) } },
            text: "abc", afterReturn: "ABC\n"),
    ]

    @Test("the line break goes through the format's builders like any character", arguments: builders, EditKindReporting.allCases)
    func throughBuilders(builder: Builder, reporting: EditKindReporting) {
        let field = Self.notes(builder.text, reporting)
        let binding = builder.format().bind(to: field)
        field.beginEditing()
        field.pressReturn()
        #expect(binding.text == builder.afterReturn)
    }

    @Test("in a form, Return moves on as the field's return policy says, and types nothing", arguments: EditKindReporting.allCases)
    func navigatorMovesOn(reporting: EditKindReporting) {
        let notes = Self.notes("Ring twice", reporting)
        let next = TextInputSimulator()
        let window = [TextInputFormats.plain.bind(to: notes), TextInputFormats.plain.bind(to: next)]
        TextInputFormNavigator(window)
        notes.beginEditing()
        notes.pressReturn()
        #expect(notes.text == "Ring twice")
        #expect(next.isEditing)
    }

    @Test("a form field whose policy is newline types the line break, shows the platform's key, and Next still moves on", arguments: EditKindReporting.allCases)
    func newlinePolicy(reporting: EditKindReporting) {
        let notes = Self.notes("Ring twice", reporting)
        let next = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: notes)
        TextInputFormNavigator([
            TextInputFormNavigator.Field(binding, options: .options(returnKey: .newline)),
            TextInputFormNavigator.Field(TextInputFormats.plain.bind(to: next)),
        ])
        notes.beginEditing()
        notes.pressReturn()
        #expect(notes.text == "Ring twice\n")
        #expect(binding.returnKey == .default)
        #expect(binding.toolbarItems.contains(.next(isEnabled: true)))
        binding.performToolbarItem(.next(isEnabled: true))
        #expect(next.isEditing)
    }

    @Test("the app's Return action runs instead of the line break")
    func returnAction() {
        let notes = Self.notes("Ring twice")
        let binding = TextInputFormats.plain.bind(to: notes)
        var sent: [String] = []
        binding.attach(TextInputReturnAction(key: .send) { sent.append($0.text) })
        notes.beginEditing()
        notes.pressReturn()
        #expect(sent == ["Ring twice"])
        #expect(notes.text == "Ring twice")
    }

    @Test("Return accepts an inline completion and types nothing; the next Return types the line break", arguments: EditKindReporting.allCases)
    func inlineCompletion(reporting: EditKindReporting) {
        let notes = Self.notes("", reporting)
        let binding = TextInputFormats.plain.completing(from: InMemoryAutoFillSource(["Leave at the door"])).bind(to: notes)
        notes.beginEditing()
        notes.insert("L")
        #expect(notes.text == "Leave at the door")
        notes.pressReturn()
        #expect(binding.text == "Leave at the door")
        #expect(binding.provisionalRange == nil)
        notes.pressReturn()
        #expect(binding.text == "Leave at the door\n")
    }

    @Test("Return accepts the autofill suggestion selected in the list first", arguments: EditKindReporting.allCases)
    func autoFill(reporting: EditKindReporting) {
        let notes = Self.notes("", reporting)
        let binding = TextInputFormats.plain.bind(to: notes)
        let suggestions = TextInputAutoFill(source: InMemoryAutoFillSource(["Leave at the door", "Leave with a neighbour"]))
        binding.attach(suggestions)
        notes.beginEditing()
        notes.insert("L")
        suggestions.selectNext()
        notes.pressReturn()
        #expect(binding.text == "Leave at the door")
    }

    @Test("a pasted line break and a composed one are text, even in a form that takes Return")
    func pasteAndComposition() {
        let notes = Self.notes("a")
        let next = TextInputSimulator()
        TextInputFormNavigator([TextInputFormats.plain.bind(to: notes), TextInputFormats.plain.bind(to: next)])
        notes.beginEditing()
        notes.paste("\n")
        #expect(notes.text == "a\n")
        notes.setMarkedText("\n")
        notes.pressReturn()  // commits the composition, as input methods do
        #expect(notes.text == "a\n\n")
        #expect(notes.isEditing)
    }

    @Test("a single-line field types no line break on Return", arguments: EditKindReporting.allCases)
    func singleLine(reporting: EditKindReporting) {
        let field = TextInputSimulator(text: "a", reportsEditKinds: reporting.reportsEditKinds)
        let binding = TextInputFormats.plain.bind(to: field)
        field.beginEditing()
        field.pressReturn()
        #expect(binding.text == "a")
    }
}
