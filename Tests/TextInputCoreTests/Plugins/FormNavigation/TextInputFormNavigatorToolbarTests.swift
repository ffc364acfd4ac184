import Testing
import TextInputCore

/// The items the navigator decides for a field: Previous and Next enabled where a field that
/// can take the focus lies that way, the title, Done.
@MainActor
@Suite("Form navigation: the toolbar's items")
struct TextInputFormNavigatorToolbarTests {
    /// A field of a four-field form that cannot take the focus.
    enum Unavailable: Hashable, Sendable {
        case disabled(Int)
        case skipped(Int)
    }

    @Test(
        "Previous and Next are enabled only where a field that can take the focus lies that way",
        arguments: [
            (0, [], false, true),
            (1, [], true, true),
            (3, [], true, false),
            (1, [.disabled(0)], false, true),
            (1, [.skipped(2), .skipped(3)], true, false),
            (2, [.disabled(0), .skipped(1)], false, true),
            (1, [.disabled(0), .disabled(2), .skipped(3)], false, false),
        ] as [(Int, [Unavailable], Bool, Bool)])
    func enabling(focused: Int, unavailable: [Unavailable], previous: Bool, next: Bool) {
        let window = TextInputSimulatorWindow()
        let fields = (0..<4).map { _ in TextInputSimulator(window: window) }
        let bindings = fields.map { TextInputFormats.plain.bind(to: $0) }
        let navigator = TextInputFormNavigator(bindings)
        for field in unavailable {
            switch field {
            case let .disabled(index): fields[index].isEnabled = false
            case let .skipped(index): navigator[optionsAt: index].isSkipped = true
            }
        }
        #expect(bindings[focused].toolbarLayout.navigation == [.previous(isEnabled: previous), .next(isEnabled: next)])
    }

    @Test(
        "the navigator fills its parts of the layout: navigation, title, Done as the field's options say",
        arguments: [
            (
                nil, true, true, .enabled,
                TextInputToolbarLayout(navigation: [.previous(isEnabled: false), .next(isEnabled: true)], title: "Name", trailing: [.done])
            ),
            ("Full name", false, true, .enabled, TextInputToolbarLayout(navigation: [.next(isEnabled: true)], title: "Full name", trailing: [.done])),
            (nil, true, false, .disabled, TextInputToolbarLayout(navigation: [.previous(isEnabled: false)], title: "Name", trailing: [.disabled(.done)])),
            (nil, false, false, .hidden, TextInputToolbarLayout(title: "Name")),
        ] as [(String?, Bool, Bool, TextInputFormNavigator.DoneItem, TextInputToolbarLayout)])
    func layout(title: String?, showsPrevious: Bool, showsNext: Bool, done: TextInputFormNavigator.DoneItem, layout: TextInputToolbarLayout) {
        let window = TextInputSimulatorWindow()
        let fields = [TextInputSimulator(window: window), TextInputSimulator(window: window)]
        fields[0].placeholder = "Name"
        let bindings = fields.map { TextInputFormats.plain.bind(to: $0) }
        let options = TextInputFormNavigator.FieldOptions.options(title: title, showsPrevious: showsPrevious, showsNext: showsNext, done: done)
        TextInputFormNavigator([TextInputFormNavigator.Field(bindings[0], options: options), TextInputFormNavigator.Field(bindings[1])])
        #expect(bindings[0].toolbarLayout == layout)
    }
}
