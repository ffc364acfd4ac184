import Foundation
import Testing
import TextInputCore

/// A source that answers from a list and records what it was asked.
final class RecordingAutoFillSource: AutoFillNarrowingSource, @unchecked Sendable {
    private let lock = NSLock()
    private let source: InMemoryAutoFillSource
    private var recorded: [(query: String, narrowed: String?)] = []

    init(_ strings: [String]) {
        source = InMemoryAutoFillSource(strings)
    }

    /// Each query, with the query of the answer it was asked to narrow.
    var queries: [(query: String, narrowed: String?)] {
        lock.withLock { recorded }
    }

    func matches(for query: String, limit: Int) -> [String] {
        source.matches(for: query, limit: limit)
    }

    func matches(for query: String, limit: Int, narrowing previous: AutoFillMatches?) -> AutoFillMatches {
        lock.withLock { recorded.append((query, previous?.query)) }
        return source.matches(for: query, limit: limit, narrowing: previous)
    }

    var canRemove: Bool { true }

    func remove(_ suggestion: String) {
        source.remove(suggestion)
    }
}

@MainActor
@Suite("Autofill suggestions for a field")
struct TextInputAutoFillTests {
    nonisolated static let cities = ["Paris", "Parma", "Sparta", "Páros", "Prague", "Lyon", "Paris"]

    /// A city field with suggestions, followed by a second field in the same form.
    @MainActor
    struct Form {
        let window = TextInputSimulatorWindow()
        let city: TextInputSimulator
        let next: TextInputSimulator
        let binding: TextInputBinding<String>
        let suggestions: TextInputAutoFill
        let source: RecordingAutoFillSource
        let navigator: TextInputFormNavigator

        init(
            _ reporting: EditKindReporting = .withKinds,
            options: TextInputAutoFill.Options = .options(),
            format: TextInputFormat<String> = TextInputFormats.plain
        ) {
            city = TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window)
            city.placeholder = "City"
            next = TextInputSimulator(window: window)
            binding = format.bind(to: city)
            source = RecordingAutoFillSource(TextInputAutoFillTests.cities)
            suggestions = TextInputAutoFill(source: source, options: options)
            binding.attach(suggestions)
            navigator = TextInputFormNavigator([binding, TextInputFormats.plain.bind(to: next)])
        }

        func type(_ text: String) {
            for character in text {
                city.insert(String(character))
            }
        }
    }

    @Test("typing shows the matches: prefixes first, then the rest, case and diacritics aside, without duplicates", arguments: EditKindReporting.allCases)
    func matches(reporting: EditKindReporting) {
        let form = Form(reporting)
        #expect(form.suggestions.matches.isEmpty)
        form.type("par")
        #expect(form.suggestions.matches == ["Paris", "Parma", "Páros", "Sparta"])
        #expect(form.suggestions.isShowingMatches)
        #expect(form.suggestions.selectedIndex == nil)
        #expect(
            form.binding.toolbarItems == [
                .previous(isEnabled: false), .next(isEnabled: true), .title("City"), .autoFill, .flexibleSpace, .done,
            ])
        form.type("x")
        #expect(form.suggestions.matches.isEmpty)
        #expect(!form.binding.toolbarItems.contains(.autoFill))
    }

    @Test("each query hands the source the previous answer to narrow (it starts over when it cannot)")
    func narrowing() {
        let form = Form()
        form.type("pa")
        form.city.backspace()
        #expect(form.source.queries.map(\.query) == ["p", "pa", "p"])
        #expect(form.source.queries.map(\.narrowed) == [nil, "p", "pa"])
        #expect(form.suggestions.matches == ["Paris", "Parma", "Páros", "Prague", "Sparta"])
    }

    @Test("the minimum query length; an empty query with no minimum offers the first entries")
    func minimumQueryLength() {
        let form = Form(options: .options(limit: 3, minimumQueryLength: 2))
        form.type("p")
        #expect(form.suggestions.matches.isEmpty)
        form.type("r")
        #expect(form.suggestions.matches == ["Prague"])
        let any = Form(options: .options(limit: 3, minimumQueryLength: 0))
        any.city.beginEditing()
        #expect(any.suggestions.matches == ["Paris", "Parma", "Sparta"])
    }

    @Test("choosing with the selection, and Return accepting it through the format instead of moving on")
    func chooseAndAccept() {
        let form = Form(format: TextInputFormats.plain.map { text, selection in (text.uppercased(), selection) })
        form.type("pa")
        form.suggestions.selectNext()
        form.suggestions.selectNext()
        form.suggestions.selectNext()
        form.suggestions.selectPrevious()
        #expect(form.suggestions.selectedIndex == 1)
        form.city.pressReturn()
        #expect(form.city.text == "PARMA")
        #expect(form.binding.value == "PARMA")
        #expect(form.city.isEditing)
        #expect(!form.suggestions.isShowingMatches)
        form.city.pressReturn()
        #expect(form.next.isEditing)
    }

    @Test("the selection goes with the text it was made for, and from the first match back to none")
    func selectionResets() {
        let form = Form()
        form.type("p")
        form.suggestions.selectNext()
        form.suggestions.selectPrevious()
        #expect(form.suggestions.selectedIndex == nil)
        form.suggestions.selectNext()
        form.type("a")
        #expect(form.suggestions.selectedIndex == nil)
        #expect(!form.suggestions.acceptSelection())
    }

    @Test("the AutoFill item shows and hides the matches; typing shows them only when asked to")
    func toolbarItem() {
        let form = Form(options: .options(showsMatchesWhileTyping: false))
        form.type("pa")
        #expect(!form.suggestions.isShowingMatches)
        #expect(form.binding.performToolbarItem(.autoFill))
        #expect(form.suggestions.isShowingMatches)
        form.binding.performToolbarItem(.autoFill)
        #expect(!form.suggestions.isShowingMatches)
    }

    @Test("a list in the keyboard's place opens only when asked, typing updates it while open, and a closed one stays closed")
    func listInKeyboardsPlace() {
        let form = Form()
        form.suggestions.showsInKeyboardsPlace = true
        form.type("p")
        #expect(!form.suggestions.isShowingMatches)
        form.suggestions.showMatches()
        #expect(form.suggestions.isShowingMatches)
        form.type("ar")
        #expect(form.suggestions.isShowingMatches)
        #expect(form.suggestions.matches == ["Paris", "Parma", "Páros", "Sparta"])
        form.suggestions.hideMatches()
        form.type("i")
        #expect(!form.suggestions.isShowingMatches)
        #expect(form.suggestions.matches == ["Paris"])
    }

    @Test("a view in the keyboard's place runs after the app's onChange, and gives it back alone when it stops")
    func keyboardsPlaceChainsOnChange() {
        let form = Form()
        var calls: [String] = []
        form.suggestions.onChange = { calls.append("app") }
        form.suggestions.showInKeyboardsPlace { calls.append("view") }
        #expect(form.suggestions.showsInKeyboardsPlace)
        form.suggestions.showMatches()
        #expect(calls == ["app", "view"])
        form.suggestions.stopShowingInKeyboardsPlace()
        #expect(!form.suggestions.showsInKeyboardsPlace)
        form.suggestions.hideMatches()
        #expect(calls == ["app", "view", "app"])
    }

    @Test("a view in the keyboard's place makes typing show the matches only when asked, as before it came")
    func keyboardsPlaceOpensWhenAsked() {
        let form = Form()
        form.suggestions.showInKeyboardsPlace {}
        form.type("pa")
        #expect(!form.suggestions.isShowingMatches)
        form.suggestions.stopShowingInKeyboardsPlace()
        form.type("r")
        #expect(form.suggestions.isShowingMatches)
    }

    @Test(
        "a list beside the field opens as the user types, again after the user closed it; the option overrides either place",
        arguments: [
            (inKeyboardsPlace: false, option: nil as Bool?, opens: true),
            (inKeyboardsPlace: true, option: nil, opens: false),
            (inKeyboardsPlace: true, option: true, opens: true),
            (inKeyboardsPlace: false, option: false, opens: false),
        ])
    func listWhileTyping(inKeyboardsPlace: Bool, option: Bool?, opens: Bool) {
        let form = Form(options: .options(showsMatchesWhileTyping: option))
        form.suggestions.showsInKeyboardsPlace = inKeyboardsPlace
        form.type("pa")
        #expect(form.suggestions.isShowingMatches == opens)
        form.suggestions.hideMatches()
        form.type("r")
        #expect(form.suggestions.isShowingMatches == opens)
    }

    @Test("removing a suggestion takes it out of the source for good")
    func removal() {
        let form = Form()
        form.type("pa")
        #expect(form.suggestions.source.canRemove)
        #expect(form.suggestions.remove("Parma"))
        #expect(form.suggestions.matches == ["Paris", "Páros", "Sparta"])
        #expect(!form.source.matches(for: "par", limit: 10).contains("Parma"))
        let readOnly = TextInputAutoFill(source: InMemoryAutoFillSource(["a"]).readOnly)
        #expect(!readOnly.remove("a"))
    }

    @Test("leaving the field hides and forgets the matches")
    func leaving() {
        let form = Form()
        form.type("pa")
        form.city.endEditing()
        #expect(form.suggestions.matches.isEmpty)
        #expect(!form.suggestions.isShowingMatches)
    }

    @Test("with inline completion, the matches are those of what the user typed")
    func withInlineCompletion() {
        let form = Form(format: TextInputFormats.plain.completing(from: InMemoryAutoFillSource(TextInputAutoFillTests.cities)))
        form.type("pr")
        #expect(form.city.text == "prague")
        #expect(form.source.queries.last?.query == "pr")
        #expect(form.suggestions.matches == ["Prague"])
    }
}

extension AutoFillSource {
    /// A source that answers as this one and removes nothing.
    var readOnly: some AutoFillSource {
        ReadOnlyAutoFillSource(base: self)
    }
}

private struct ReadOnlyAutoFillSource<Base: AutoFillSource>: AutoFillSource {
    let base: Base

    func matches(for query: String, limit: Int) -> [String] {
        base.matches(for: query, limit: limit)
    }
}

@MainActor
@Suite("Return completes input in the field before the form acts on it, whatever the plugins' order")
struct ReturnOrderTests {
    @Test("a selected suggestion is accepted even when the navigator was attached first", arguments: EditKindReporting.allCases)
    func suggestionBeforeNavigator(reporting: EditKindReporting) {
        let window = TextInputSimulatorWindow()
        let city = TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window)
        let next = TextInputSimulator(window: window)
        let binding = TextInputFormats.plain.bind(to: city)
        let navigator = TextInputFormNavigator([binding, TextInputFormats.plain.bind(to: next)])
        let suggestions = TextInputAutoFill(source: InMemoryAutoFillSource(TextInputAutoFillTests.cities))
        binding.attach(suggestions)  // after the navigator
        for character in "par" { city.insert(String(character)) }
        suggestions.selectNext()
        city.pressReturn()
        #expect(city.text == "Paris")
        #expect(city.isEditing)
        city.pressReturn()
        #expect(next.isEditing)
        withExtendedLifetime(navigator) {}
    }
}
