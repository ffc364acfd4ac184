import Testing
import TextInputCore
import TextInputTesting

/// Random sessions over a whole form with every plugin attached — navigator, autofill, inline
/// completion, keyboard bar — checking after every action that the focus, the bar and the
/// fields agree.
@MainActor
@Suite("Plugins together: random form sessions")
struct PluginSessionPropertyTests {
    nonisolated static let cities = InMemoryAutoFillSource(["Paris", "Parma", "Perth", "Lyon", "São Paulo", "Zürich", "👍🏽 Town"])

    /// One random action.
    enum Action: CustomStringConvertible {
        case type(String)
        case backspace
        case toolbar(TextInputToolbarItem)
        case pressReturn, chooseSuggestion
        case focus(Int)
        case dismissBar
        case select(Range<Int>)

        var description: String {
            switch self {
            case let .type(text): "type \(text.debugDescription)"
            case .backspace: "backspace"
            case let .toolbar(item): "toolbar \(item)"
            case .pressReturn: "return"
            case .chooseSuggestion: "choose a suggestion"
            case let .focus(index): "focus \(index)"
            case .dismissBar: "dismiss the bar"
            case let .select(range): "select \(range)"
            }
        }
    }

    @Test("the focus, the keyboard bar and every field's value stay consistent", arguments: [UInt64(11), 12, 13])
    func sessions(seed: UInt64) {
        var random = SeededRandomNumberGenerator(seed: seed)
        for session in 0..<(10 * fuzzScale) {
            let window = TextInputSimulatorWindow()
            let reporting = EditKindReporting.allCases[session % 2]
            let fields = (0..<3).map { _ in TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window) }
            let barField = TextInputSimulator(reportsEditKinds: reporting.reportsEditKinds, window: window)
            let card = TextInputFormats.bankCardNumber().bind(to: fields[0])
            let city = TextInputFormats.plain.completing(from: Self.cities).bind(to: fields[1])
            let phone = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: fields[2])
            let suggestions = TextInputAutoFill(source: Self.cities)
            city.attach(suggestions)
            let bindings: [any TextInputBindingType] = [card, city, phone]
            let navigator = TextInputFormNavigator([
                TextInputFormNavigator.Field(card, options: .options(advancesWhenComplete: true)),
                TextInputFormNavigator.Field(city),
                TextInputFormNavigator.Field(phone),
            ])
            let bar = TextInputKeyboardBar(field: barField)
            if session % 3 == 0 {
                bar.attach(to: bindings)
            }
            var log: [String] = []
            fields[0].beginEditing()
            for _ in 0..<40 {
                let action = Self.randomAction(using: &random)
                log.append(action.description)
                perform(action, on: window, fields: fields, bindings: bindings, suggestions: suggestions, bar: bar)
                let context = "seed \(seed), session \(session) \(reporting): \(log.joined(separator: "; "))"
                let editing = (fields + [barField]).filter(\.isEditing)
                #expect(editing.count <= 1, "two fields have the focus after \(context)")
                #expect(bar.isVisible == (bar.shownBinding != nil) && (!bar.isVisible || barField.isEditing), "bar out of step after \(context)")
                if let shown = bar.shownBinding {
                    #expect(shown.text == barField.text, "the form field and the bar differ after \(context)")
                }
                #expect(navigator.focusedIndex == bindings.firstIndex { $0.isEditing }, "focus out of step after \(context)")
                let entered = city.provisionalRange.map { String(city.text[..<$0.lowerBound]) } ?? city.text
                #expect(city.value == entered, "the city's value holds a suggestion after \(context)")
                if editing.count > 1 || (city.value != entered) { return }
            }
            withExtendedLifetime((fields, barField)) {}
        }
    }

    static func randomAction(using random: inout SeededRandomNumberGenerator) -> Action {
        let fragments = ["4", "2", "P", "a", "r", "L", "z", "ü", "👍🏽", "e\u{301}", "4242424242424242", "6502530000", " "]
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40: return .type(fragments.randomElement(using: &random) ?? "a")
        case 40..<50: return .backspace
        case 50..<65:
            let items: [TextInputToolbarItem] = [.next(isEnabled: true), .previous(isEnabled: true), .done, .autoFill]
            return .toolbar(items.randomElement(using: &random) ?? .done)
        case 65..<73: return .pressReturn
        case 73..<80: return .chooseSuggestion
        case 80..<90: return .focus(Int.random(in: 0..<3, using: &random))
        case 90..<94: return .dismissBar
        default:
            let a = Int.random(in: 0...6, using: &random)
            let b = Int.random(in: 0...6, using: &random)
            return .select(min(a, b)..<max(a, b))
        }
    }

    func perform(
        _ action: Action,
        on window: TextInputSimulatorWindow,
        fields: [TextInputSimulator],
        bindings: [any TextInputBindingType],
        suggestions: TextInputAutoFill,
        bar: TextInputKeyboardBar
    ) {
        let focused = window.focusedField
        let focusedBinding = bindings.first { $0.isEditing }
        switch action {
        case let .type(text): focused?.insert(text)
        case .backspace: focused?.backspace()
        case let .toolbar(item): focusedBinding?.performToolbarItem(item)
        case .pressReturn: focused?.pressReturn()
        case .chooseSuggestion:
            suggestions.selectNext()
            suggestions.acceptSelection()
        case let .focus(index): fields[index].beginEditing()
        case .dismissBar: bar.dismiss()
        case let .select(range): focused?.select(range)
        }
    }
}
