import Testing
import TextInputCore

@testable import TextInputTerminal

@MainActor
@Suite("TerminalForm moves the focus through the Core navigator, and follows the return-key policy")
struct TerminalFormTests {
    /// A form of three plain fields named a, b, c.
    private func makeForm() throws -> TerminalForm {
        let entries = ["a", "b", "c"].map { name in
            TerminalFormatEntry.format(name, label: name.uppercased(), summary: name) { TextInputFormats.plain }
        }
        return try TerminalForm(registry: TerminalFormatRegistry(entries))
    }

    nonisolated static let navigation: [(String, [TerminalKey], Int?)] = [
        ("the first field has the focus at first", [], 0),
        ("Tab moves to the next field", [.tab], 1),
        ("Down moves to the next field", [.down, .down], 2),
        ("Next stops at the last field", [.tab, .tab, .tab, .tab], 2),
        ("Shift-Tab moves to the previous field", [.tab, .tab, .backTab], 1),
        ("Up moves to the previous field", [.tab, .up], 0),
        ("Previous stops at the first field", [.up, .backTab], 0),
        ("Enter is Next on every field but the last", [.enter, .enter], 2),
        ("Enter is Done on the last field: no field has the focus", [.enter, .enter, .enter], nil),
        ("after Done, Next focuses the first field", [.enter, .enter, .enter, .tab], 0),
        ("after Done, Previous focuses the last field", [.enter, .enter, .enter, .up], 2),
        ("after Done, typing goes nowhere", [.enter, .enter, .enter, .text("x")], nil),
    ]

    @Test("navigation keys move the focus", arguments: navigation)
    func navigationKeys(rule: String, keys: [TerminalKey], expectedFocus: Int?) throws {
        let form = try makeForm()
        for key in keys {
            form.handle(key)
        }
        #expect(form.focusedIndex == expectedFocus, "\(rule)")
        #expect(form.fields.map(\.textField.isEditing) == form.fields.indices.map { $0 == expectedFocus }, "\(rule)")
        #expect(!form.isFinished)
    }

    @Test("the return key is Next, then Done on the last field")
    func returnKeys() throws {
        let form = try makeForm()
        #expect(form.fields.map(\.binding.returnKey) == [.next, .next, .done])
    }

    @Test("Esc and Ctrl-C finish the form", arguments: [TerminalKey.escape, .interrupt])
    func finishing(key: TerminalKey) throws {
        let form = try makeForm()
        form.handle(key)
        #expect(form.isFinished)
    }

    @Test("typing goes to the focused field")
    func typing() throws {
        let form = try makeForm()
        form.handle(.text("1"))
        form.handle(.tab)
        form.handle(.paste("22"))
        form.handle(.tab)
        form.handle(.text("3"))
        form.handle(.backspace)
        #expect(form.fields.map(\.textField.text) == ["1", "22", ""])
    }

    @Test("a plugin that handles Return keeps the focus where it is")
    func pluginHandlesReturn() throws {
        final class SwallowsReturn: TextInputPlugin {
            func handleReturn(for binding: any TextInputBindingType) -> Bool { true }
        }
        let form = try makeForm()
        let binding = form.fields[0].binding
        // Asked before the navigator: it is attached first, and the navigator's part after it.
        for plugin in binding.plugins {
            binding.detach(plugin)
        }
        binding.attach(SwallowsReturn())
        form.navigator.register(binding, at: 0)
        form.handle(.enter)
        #expect(form.focusedIndex == 0)
    }

    @Test("a format that follows another field is bound anew when that field changes")
    func followingFormat() throws {
        let registry = TerminalFormatRegistry([
            .format("length", label: "Length", summary: "a digit") {
                TextInputFormats.plain.filter(by: .decimalDigits).filter(constrainingCharactersCount: 1)
            },
            .format(
                "code", label: "Code", summary: "as long as the length says",
                following: { values in
                    (values["length"] as? String).flatMap { Int($0) } ?? 3
                }
            ) { length in
                TextInputFormats.plain.filter(constrainingCharactersCount: length)
            },
        ])
        let form = try TerminalForm(registry: registry)
        form.handle(.tab)
        form.handle(.paste("abcdef"))
        #expect(form.fields[1].textField.text == "abc")
        form.handle(.backTab)
        form.handle(.text("2"))
        #expect(form.fields[1].textField.text == "ab")
        form.handle(.backspace)
        form.handle(.text("5"))
        form.handle(.tab)
        form.handle(.paste("cdef"))
        #expect(form.fields[1].textField.text == "abcde")
    }

    @Test("the state snapshot has each field's text, selection, focus and readout")
    func state() throws {
        let form = try makeForm()
        form.handle(.paste("a👍🏽c"))
        form.handle(.move(.left, selecting: true))
        form.handle(.move(.left, selecting: true))
        let field = form.state.fields[0]
        #expect(field.text == "a👍🏽c")
        #expect(field.selection == 1..<3)
        #expect(field.isFocused)
        #expect(field.returnKey == .next)
        #expect(field.readout.line == "value: a👍🏽c · complete ✓")
        #expect(form.state.fields.map(\.isFocused) == [true, false, false])
    }

    /// A form of a city field with suggestions, a destination completed inline, and a plain field.
    private func makePlacesForm() throws -> TerminalForm {
        try TerminalForm(
            registry: TerminalFormatRegistry(TerminalFormatRegistry.builtIn.entries.filter { ["city", "destination", "plain"].contains($0.name) }))
    }

    @Test("a field's suggestions: typing shows them, ↓/↑ choose, Enter accepts and stays, Enter again moves on")
    func suggestions() throws {
        let form = try makePlacesForm()
        for key in "Par" {
            form.handle(.text(String(key)))
        }
        let suggestions = try #require(form.state.suggestions)
        #expect(suggestions.matches.prefix(2) == ["Paris", "Paramaribo"])
        #expect(form.state.toolbar.contains(.autoFill))
        form.handle(.down)
        form.handle(.down)
        form.handle(.up)
        #expect(form.state.suggestions?.selectedIndex == 0)
        form.handle(.enter)
        #expect(form.fields[0].textField.text == "Paris")
        #expect(form.focusedIndex == 0)
        #expect(form.state.suggestions == nil)
        form.handle(.enter)
        #expect(form.focusedIndex == 1)
    }

    @Test("Ctrl-Space hides and shows the suggestions; arrows move between fields while they are hidden")
    func suggestionsToggle() throws {
        let form = try makePlacesForm()
        form.handle(.text("L"))
        #expect(form.state.suggestions != nil)
        form.handle(.suggestions)
        #expect(form.state.suggestions == nil)
        form.handle(.suggestions)
        #expect(form.state.suggestions != nil)
        form.handle(.suggestions)
        form.handle(.down)
        #expect(form.focusedIndex == 1)
    }

    @Test("an inline suggestion shows as provisional text; Tab accepts it and moves on")
    func inlineCompletion() throws {
        let form = try makePlacesForm()
        form.handle(.tab)
        form.handle(.text("L"))
        form.handle(.text("y"))
        let field = form.state.fields[1]
        #expect(field.text == "Lyon")
        #expect(field.provisional == 2..<4)
        #expect(form.fields[1].value as? String == "Ly")
        form.handle(.tab)
        #expect(form.fields[1].value as? String == "Lyon")
        #expect(form.focusedIndex == 2)
    }

    @Test("Ctrl-D is the toolbar's Done: editing ends")
    func done() throws {
        let form = try makeForm()
        form.handle(.done)
        #expect(form.focusedIndex == nil)
        #expect(!form.isFinished)
    }
}
