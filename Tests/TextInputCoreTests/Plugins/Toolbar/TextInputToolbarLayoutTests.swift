import Testing
import TextInputCore

/// Where the toolbar's items go, whoever wrote them.
@Suite("Toolbar layout")
struct TextInputToolbarLayoutTests {
    private static let counter = TextInputToolbarItem(id: .init("counter"), title: "3/40", style: .label)

    @Test(
        "navigation leads, the title follows, then the plugins' items; a flexible space pushes the trailing items to the edge",
        arguments: [
            (TextInputToolbarLayout(), []),
            (TextInputToolbarLayout(items: [.autoFill]), [.autoFill]),
            (TextInputToolbarLayout(title: "City"), [.title("City")]),
            (TextInputToolbarLayout(title: ""), []),
            (TextInputToolbarLayout(trailing: [.done]), [.flexibleSpace, .done]),
            (
                TextInputToolbarLayout(
                    navigation: [.previous(isEnabled: false), .next(isEnabled: true)], title: "City", items: [.autoFill, counter], trailing: [.done]),
                [.previous(isEnabled: false), .next(isEnabled: true), .title("City"), .autoFill, counter, .flexibleSpace, .done]
            ),
            (
                TextInputToolbarLayout(navigation: [.next(isEnabled: true)], title: "Full name", items: [counter]),
                [.next(isEnabled: true), .title("Full name"), counter]
            ),
        ] as [(TextInputToolbarLayout, [TextInputToolbarItem])])
    func arranged(layout: TextInputToolbarLayout, items: [TextInputToolbarItem]) {
        #expect(layout.arrangedItems == items)
    }
}
