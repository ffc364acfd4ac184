import Foundation
import Testing
import TextInputCore

/// When a completion list fed by an autofill opens, and what it offers: the decisions AppKit's
/// `FormattedTextField` and field editor delegate leave to Core.
@MainActor
@Suite("Opening a completion list after the edit, and what it lists")
struct TextInputCompletionPromptOpeningTests {
    @Test(
        "a binding wants a prompt it has not asked for only when it has an autofill and no prompt",
        arguments: [
            (false, false, false),
            (true, false, true),
            (true, true, false),
            (false, true, false),
        ])
    func wanted(hasAutoFill: Bool, hasPrompt: Bool, wanted: Bool) {
        let binding = TextInputFormats.plain.bind(to: TextInputSimulator())
        if hasAutoFill { binding.attach(TextInputAutoFill(source: InMemoryAutoFillSource(["Paris"]))) }
        if hasPrompt { binding.attach(TextInputCompletionPrompt()) }
        #expect(TextInputCompletionPrompt.isWanted(by: binding) == wanted)
    }

    @Test(
        "the list opens once, after the edits, and not if the text no longer is the one typed",
        arguments: [
            ("", 1),
            ("type", 1),  // another letter before the turn comes: still one opening
            ("backspace", 0),  // the user takes text away: the list stays shut
        ])
    func opensAfterTheEdit(meanwhile: String, opened: Int) {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        binding.attach(TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Parma"])))
        var later: [@MainActor () -> Void] = []
        var opens = 0
        binding.attach(TextInputCompletionPrompt(performLater: { later.append($0) }, open: { _ in opens += 1 }))
        field.insert("P")
        field.insert("a")
        if meanwhile == "type" { field.insert("r") }
        if meanwhile == "backspace" { field.backspace() }
        #expect(opens == 0)
        later.forEach { $0() }
        #expect(opens == opened)
    }

    @Test("the completions are the autofill's with none selected, or the text system's own with its selection")
    func completions() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        let own = binding.wordCompletions(replacing: ["Pasta"], forPartialWordUTF16Range: NSRange(location: 0, length: 2), in: "Pa")
        #expect(own.words == ["Pasta"])
        #expect(own.selectedIndex == nil)
        binding.attach(TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Lyon"])))
        field.insert("Pa")
        let offered = binding.wordCompletions(replacing: ["Pasta"], forPartialWordUTF16Range: NSRange(location: 0, length: 2), in: "Pa")
        #expect(offered.words == ["Paris"])
        #expect(offered.selectedIndex == -1)
    }
}
