import Testing
import TextInputCore

@testable import TextInputTerminal

@MainActor
@Suite("The phone field's region picker: Ctrl-R shows it, typing narrows it, Enter chooses")
struct TerminalRegionListTests {
    private func phoneForm() throws -> TerminalForm {
        let registry = TerminalFormatRegistry.builtIn
        return TerminalForm(fields: [try registry.makeField("phone"), try registry.makeField("digits")])
    }

    @Test func ctrlRShowsEveryRegionTheFieldsFirst() throws {
        let form = try phoneForm()
        form.handle(.regions)
        let suggestions = try #require(form.state.suggestions)
        #expect(suggestions.matches.first == "🇺🇸 United States +1")
        #expect(suggestions.matches.count == 245)
        #expect(suggestions.help == TerminalRegionList.help)
        form.handle(.regions)
        #expect(form.state.suggestions == nil)
    }

    @Test func typingNarrowsTheListAndEnterMakesTheRegionTheFields() throws {
        let form = try phoneForm()
        let field = form.fields[0]
        form.handle(.regions)
        for key in "united k" { form.handle(.text(String(key))) }
        #expect(form.state.suggestions?.matches == ["🇬🇧 United Kingdom +44"])
        #expect(form.state.suggestions?.help == TerminalRegionList.help + " · united k")
        form.handle(.enter)
        #expect(form.state.suggestions == nil)
        #expect(field.placeholder == "07400 123456")
        for key in "02079460958" { form.handle(.text(String(key))) }
        #expect(field.textField.text == "020 7946 0958")
        #expect(field.readout.line == "value: +442079460958 · fixedLine · region GB 🇬🇧 · valid ✓")
    }

    @Test func downChoosesTheNextRegionAndTabLeavesTheList() throws {
        let form = try phoneForm()
        form.handle(.regions)
        form.handle(.text("44"))
        form.handle(.down)
        #expect(form.state.suggestions?.selectedIndex == 1)
        form.handle(.backspace)
        #expect(form.state.suggestions?.selectedIndex == 0)
        form.handle(.tab)
        #expect(form.state.suggestions == nil)
        #expect(form.focusedIndex == 1)
    }

    @Test func otherFieldsHaveNoRegionPicker() throws {
        let form = try phoneForm()
        form.handle(.tab)
        form.handle(.regions)
        #expect(form.state.suggestions == nil)
        #expect(form.fields[1].regionList == nil)
    }

    @Test func ctrlRIsDecoded() {
        var decoder = TerminalKeyDecoder()
        #expect(decoder.decode([0x12]) == [.regions])
    }
}
