import Testing
import TextInputCore

/// Provisional text is an entry its writer owns: the memory shows one at a time, and only its
/// writer takes it back.
@Suite("Provisional text is its writer's memory entry")
struct TextInputProvisionalTextTests {
    enum Suggestion: TextInputProvisionalTextKey { static let defaultValue = "" }
    enum UnfilledTemplate: TextInputProvisionalTextKey { static let defaultValue = "" }

    @Test("The memory holds the provisional text written last; clearing another writer's changes nothing")
    func oneAtATime() {
        var memory = TextInputFieldMemory()
        memory[Suggestion.self] = "ris"
        #expect(memory.provisionalSuffix == "ris")
        memory[UnfilledTemplate.self] = ""
        #expect(memory.provisionalSuffix == "ris")
        memory[UnfilledTemplate.self] = "-__"
        #expect(memory.provisionalSuffix == "-__")
        #expect(memory[Suggestion.self] == "")
        memory[UnfilledTemplate.self] = ""
        #expect(memory.provisionalSuffix == "")
        #expect(memory.isEmpty)
    }

    @Test("Forgetting drops whichever writer's text the memory holds")
    func forgetting() {
        var memory = TextInputFieldMemory()
        memory[Suggestion.self] = "ris"
        memory.forgetProvisionalText()
        #expect(memory.provisionalSuffix == "")
        #expect(memory[Suggestion.self] == "")
    }
}
