import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Opening a text system's completion list as the user types")
struct TextInputCompletionPromptTests {
    /// A city field with suggestions and a prompt, counting the prompts.
    @MainActor
    final class Field {
        let field = TextInputSimulator()
        let binding: TextInputBinding<String>
        let autoFill: TextInputAutoFill
        let prompt = TextInputCompletionPrompt()
        var prompts = 0

        init(options: TextInputAutoFill.Options = .options(), promptFirst: Bool = false) {
            binding = TextInputFormats.plain.bind(to: field)
            autoFill = TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Parma", "Lyon"]), options: options)
            // The prompt is asked after the edit; attached before the autofill, it still sees its matches then.
            if promptFirst { binding.attach(prompt) }
            binding.attach(autoFill)
            if !promptFirst { binding.attach(prompt) }
            prompt.onPrompt = { [unowned self] _ in self.prompts += 1 }
        }

        /// Types `text` key by key.
        func type(_ text: String) {
            for character in text {
                field.insert(String(character))
            }
        }
    }

    @Test("each Character typed at the end asks for the list, which is due while matches offer more than the text", arguments: [false, true])
    func typing(promptFirst: Bool) {
        let form = Field(promptFirst: promptFirst)
        form.type("Pa")
        #expect(form.prompts == 2)
        #expect(form.prompt.takePrompt())
        #expect(!form.prompt.takePrompt())  // taken
    }

    @Test("Backspace, a paste and typing before the end do not ask for the list")
    func notTyping() {
        let form = Field()
        form.field.paste("Par")
        form.field.backspace()
        form.field.select(0..<0)
        form.field.insert("S")
        #expect(form.prompts == 0)
    }

    @Test("a completion put in with its rest selected, or picked, does not ask for the list again")
    func completionsDoNotReopen() {
        let form = Field()
        form.type("Par")
        let prompts = form.prompts
        form.field.replace(0..<3, with: "Paris")  // the list shows its first completion
        form.field.select(3..<5)
        form.field.select(5..<5)  // and the user picks it
        #expect(form.prompts == prompts)
        form.field.replace(0..<4, with: "Pari")  // a completion one Character longer than the text
        #expect(form.prompt.takePrompt() == false)
    }

    @Test("the list is not due once the text changed again, nor when the only match is the text itself")
    func notDue() {
        let form = Field()
        form.type("Lyo")
        form.field.backspace()
        #expect(!form.prompt.takePrompt())
        form.type("o")
        form.type("n")
        #expect(form.autoFill.matches == ["Lyon"])
        #expect(!form.prompt.takePrompt())
    }

    @Test("an autofill that shows its matches only when asked keeps the list closed")
    func matchesNotShownWhileTyping() {
        let form = Field(options: .options(showsMatchesWhileTyping: false))
        form.type("Pa")
        #expect(!form.prompt.takePrompt())
    }

    @Test("an input method composing does not ask for the list")
    func composing() {
        let form = Field()
        form.type("P")
        let prompts = form.prompts
        form.field.setMarkedText("a")
        #expect(form.prompts == prompts)
    }

    @Test("an inline completion's suggestion is not what the user typed")
    func inlineCompletion() {
        let field = TextInputSimulator()
        let cities = InMemoryAutoFillSource(["Paris", "Parma"])
        let binding = TextInputFormats.plain.completing(from: cities).bind(to: field)
        let prompt = TextInputCompletionPrompt()
        binding.attach(TextInputAutoFill(source: cities))
        binding.attach(prompt)
        field.insert("P")
        #expect(field.text == "Paris")
        #expect(prompt.takePrompt())
    }

    @Test("a field that stopped editing has no list due")
    func editingEnded() {
        let form = Field()
        form.type("Pa")
        form.field.endEditing()
        #expect(!form.prompt.takePrompt())
    }
}
