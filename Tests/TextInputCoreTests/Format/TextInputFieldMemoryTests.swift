import Foundation
import Testing
import TextInputCore

/// What a field remembers belongs to its binding: a format shared by two fields reads and writes
/// each field's own memory.
@MainActor
@Suite("TextInputFieldMemory: what one field remembers")
struct TextInputFieldMemoryTests {
    enum TypedKeys: TextInputFieldMemoryKey {
        static let defaultValue = 0
    }

    enum Suffix: TextInputFieldMemoryKey {
        static let defaultValue = ""
    }

    /// Counts the keys typed into its field, and appends the field's suffix to the value.
    struct CountingFormatter: TextInputFormatterType {
        func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
            if edit.kind == .typing { memory[TypedKeys.self] += 1 }
            return .accepted
        }
    }

    static let counting = TextInputFormat(
        TextInputSerializer<String>(string: { $0 }, value: { text, memory in text + memory[Suffix.self] }),
        TextInputFormatter(CountingFormatter())
    )

    @Test("keys are typed by key, with a default for a key never set")
    func subscripts() {
        var memory = TextInputFieldMemory()
        #expect(memory.isEmpty)
        #expect(memory[TypedKeys.self] == 0)
        memory[TypedKeys.self] = 3
        memory[Suffix.self] = "!"
        #expect(memory[TypedKeys.self] == 3)
        #expect(memory[Suffix.self] == "!")
        #expect(!memory.isEmpty)
    }

    @Test("two fields bound to one format remember their own edits", arguments: EditKindReporting.allCases)
    func ownMemories(reporting: EditKindReporting) {
        let first = TextInputSimulator(reporting)
        let second = TextInputSimulator(reporting)
        let firstBinding = Self.counting.bind(to: first)
        let secondBinding = Self.counting.bind(to: second)
        first.insert("a")
        second.insert("b")
        first.insert("c")
        #expect(firstBinding.memory[TypedKeys.self] == 2)
        #expect(secondBinding.memory[TypedKeys.self] == 1)
    }

    @Test("updateMemory changes what the serializer reads and reports the new value")
    func updateMemory() throws {
        let field = TextInputSimulator(text: "abc")
        let binding = Self.counting.bind(to: field)
        var values: [String?] = []
        binding.eventHandler = { event in
            if case let .editingChanged(state, changes) = event, changes.contains(.value) { values.append(state.value) }
        }
        binding.updateMemory { $0[Suffix.self] = "!" }
        #expect(binding.value == "abc!")
        #expect(values == ["abc!"])
        #expect(try Self.counting.serializer.value(for: "abc") == "abc")  // the format itself holds nothing
    }

    @Test("a field formatter in a builder chain keeps its memory through the chain")
    func throughBuilders() {
        let chained = Self.counting.filter(by: .letters).filter(constrainingCharactersCount: 3)
        let field = TextInputSimulator()
        let binding = chained.bind(to: field)
        for key in ["a", "1", "b", "c", "d"] { field.insert(key) }
        #expect(field.text == "abc")
        #expect(binding.memory[TypedKeys.self] == 3)
    }
}
