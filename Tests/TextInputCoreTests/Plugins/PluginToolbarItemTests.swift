import Testing
import TextInputCore

/// A plugin's own toolbar items, made outside the package: a character count like the one the
/// Plugins article writes (Snippets/Plugins/WritingAPlugin.swift), beside the form navigator and
/// the autofill plugin.
@MainActor
@Suite("A plugin's own toolbar items")
struct PluginToolbarItemTests {
    /// The plugins a city field can have, attached in a chosen order.
    enum Attached: CaseIterable, CustomStringConvertible {
        case counter, navigator, autoFill

        var description: String {
            switch self {
            case .counter: "counter"
            case .navigator: "navigator"
            case .autoFill: "autofill"
            }
        }
    }

    /// A city field followed by a second field, its plugins attached in `order`.
    @MainActor
    struct Form {
        let window = TextInputSimulatorWindow()
        let city: TextInputSimulator
        let next: TextInputSimulator
        let binding: TextInputBinding<String>
        let nextBinding: TextInputBinding<String>

        init(_ order: [Attached]) {
            city = TextInputSimulator(window: window)
            city.placeholder = "City"
            next = TextInputSimulator(window: window)
            binding = TextInputFormats.plain.bind(to: city)
            nextBinding = TextInputFormats.plain.bind(to: next)
            for plugin in order {
                switch plugin {
                case .counter: binding.attach(CharacterCount(limit: 40))
                case .navigator: TextInputFormNavigator([binding, nextBinding])
                case .autoFill: binding.attach(TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Parma"])))
                }
            }
        }
    }

    static func count(_ count: Int) -> TextInputToolbarItem {
        TextInputToolbarItem(id: .characterCount, title: "\(count)/40", accessibilityLabel: "\(count) of 40 characters", style: .label)
    }

    static func clear(isEnabled: Bool) -> TextInputToolbarItem {
        TextInputToolbarItem(id: .clear, title: "Clear", symbol: "xmark.circle", isEnabled: isEnabled)
    }

    nonisolated static let orders: [[Attached]] = [
        [.counter, .navigator, .autoFill], [.counter, .autoFill, .navigator],
        [.navigator, .counter, .autoFill], [.navigator, .autoFill, .counter],
        [.autoFill, .counter, .navigator], [.autoFill, .navigator, .counter],
    ]

    @Test("every plugin's items show after the title, in the order the plugins were attached, whichever came first", arguments: orders)
    func orderIndependence(order: [Attached]) {
        let form = Form(order)
        form.city.beginEditing()
        form.city.insert("Pa")
        let pluginItems = order.flatMap { plugin -> [TextInputToolbarItem] in
            switch plugin {
            case .counter: [Self.count(2), Self.clear(isEnabled: true)]
            case .navigator: []
            case .autoFill: [.autoFill]
            }
        }
        #expect(form.binding.toolbarItems == [.previous(isEnabled: false), .next(isEnabled: true), .title("City")] + pluginItems + [.flexibleSpace, .done])
    }

    @Test("the count follows the text; Clear is enabled only with text to clear")
    func countFollowsText() {
        let form = Form([.counter])
        #expect(form.binding.toolbarItems == [Self.count(0), Self.clear(isEnabled: false)])
        form.city.beginEditing()
        form.city.insert("Lyon")
        #expect(form.binding.toolbarItems == [Self.count(4), Self.clear(isEnabled: true)])
    }

    @Test(
        "the plugin's item goes to the plugin, whichever was attached first; the navigator's to the navigator",
        arguments: [
            [Attached.navigator, .counter], [.counter, .navigator],
        ])
    func handling(order: [Attached]) {
        let form = Form(order)
        form.city.beginEditing()
        form.city.insert("Lyon")
        #expect(form.binding.performToolbarItem(Self.clear(isEnabled: true)))
        #expect(form.city.text == "")
        #expect(form.city.isEditing)
        #expect(!form.binding.performToolbarItem(Self.count(0)))
        #expect(form.binding.performToolbarItem(.next(isEnabled: true)))
        #expect(form.next.isEditing)
    }

    @Test("a keyboard bar's field shows the form field's items, the plugin's among them")
    func keyboardBar() {
        let form = Form([.navigator, .counter])
        let barField = TextInputSimulator(window: form.window)
        let bar = TextInputKeyboardBar(field: barField)
        form.binding.attach(bar)
        form.city.beginEditing()
        barField.insert("Pa")
        #expect(bar.mirror?.toolbarItems == form.binding.toolbarItems)
        #expect(form.binding.toolbarItems.contains(Self.count(2)))
        #expect(bar.mirror?.performToolbarItem(Self.clear(isEnabled: true)) == true)
        #expect(form.city.text == "")
    }
}

extension TextInputToolbarItem.ID {
    static let characterCount = Self("com.example.characterCount")
    static let clear = Self("com.example.clear")
}

/// A plugin of an app: a label with the text's length and a button that clears the text.
final class CharacterCount: TextInputPlugin {
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType) {
        let count = binding.text.count
        layout.items.append(
            TextInputToolbarItem(
                id: .characterCount, title: "\(count)/\(limit)",
                accessibilityLabel: "\(count) of \(limit) characters", style: .label))
        layout.items.append(
            TextInputToolbarItem(
                id: .clear, title: "Clear", symbol: "xmark.circle", isEnabled: count > 0))
    }

    func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool {
        guard item.id == .clear else { return false }
        binding.replaceCharacters(in: binding.text.startIndex..<binding.text.endIndex, with: "", kind: .programmatic)
        return true
    }
}
