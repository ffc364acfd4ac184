import Foundation
import Testing
import TextInputCore

/// Toolbar items as values: what a view draws from each, and how a plugin recognises one.
@Suite("Toolbar items")
struct TextInputToolbarItemTests {
    @Test("Voice Control names each item by its label first, and Previous and Next by their longer names too")
    func userInputLabels() {
        #expect(TextInputToolbarItem.previous(isEnabled: true).userInputLabels == ["Previous", "Previous Field"].map(Self.word))
        #expect(TextInputToolbarItem.next(isEnabled: true).userInputLabels == ["Next", "Next Field"].map(Self.word))
        #expect(TextInputToolbarItem.done.userInputLabels == [TextInputString.done.localized()])
        let custom = TextInputToolbarItem(
            id: .init("scan"), title: "Scan", symbol: "camera", accessibilityLabel: "Scan Card", userInputLabels: ["Scan", "Scan Card", "Camera"])
        #expect(custom.userInputLabels == ["Scan Card", "Scan", "Camera"])
    }

    /// The word of the package's strings whose English is `english`, in the current language.
    static func word(_ english: String) -> String {
        let key = TextInputString.allCases.first { $0.localized(for: Locale(identifier: "en")) == english }
        return key?.localized() ?? english
    }

    @Test(
        "the form's items carry what a view draws",
        arguments: [
            (
                TextInputToolbarItem.previous(isEnabled: false), TextInputToolbarItem.ID.previous, TextInputString.previous.localized(), "chevron.up", false,
                TextInputToolbarItem.Style.plain
            ),
            (.next(isEnabled: true), .next, TextInputString.next.localized(), "chevron.down", true, .plain),
            (.done, .done, TextInputString.done.localized(), nil, true, .prominent),
            (.disabled(.done), .done, TextInputString.done.localized(), nil, false, .prominent),
            (.title("City"), .title, "City", nil, false, .label),
            (.flexibleSpace, .flexibleSpace, "", nil, false, .flexibleSpace),
            (.autoFill, .autoFill, TextInputString.autoFill.localized(), nil, true, .plain),
        ] as [(TextInputToolbarItem, TextInputToolbarItem.ID, String, String?, Bool, TextInputToolbarItem.Style)])
    func builtIn(
        item: TextInputToolbarItem,
        id: TextInputToolbarItem.ID,
        title: String,
        symbol: String?,
        isEnabled: Bool,
        style: TextInputToolbarItem.Style
    ) {
        #expect(item.id == id)
        #expect(item.title == title)
        #expect(item.symbol == symbol)
        #expect(item.isEnabled == isEnabled)
        #expect(item.accessibilityLabel == title)
        #expect(item.style == style)
    }

    @Test("a plugin's item: its own identity and VoiceOver label; a label or a space is never enabled")
    func custom() {
        let id = TextInputToolbarItem.ID("com.example.characterCount")
        let count = TextInputToolbarItem(id: id, title: "12/40", isEnabled: true, accessibilityLabel: "12 of 40 characters", style: .label)
        #expect(count.id == id)
        #expect(count.id.description == "com.example.characterCount")
        #expect(count.accessibilityLabel == "12 of 40 characters")
        #expect(!count.isEnabled)
        #expect(!TextInputToolbarItem(id: id, title: "", style: .flexibleSpace).isEnabled)
        #expect(TextInputToolbarItem(id: id, title: "Clear", symbol: "xmark.circle").isEnabled)
    }

    @Test(
        "items are equal when every part is; an identity matches its item whatever its state",
        arguments: [
            (TextInputToolbarItem.next(isEnabled: false), TextInputToolbarItem.ID.next, true),
            (.next(isEnabled: true), .next, true),
            (.disabled(.done), .done, true),
            (.previous(isEnabled: true), .next, false),
            (.title("Next"), .next, false),
        ] as [(TextInputToolbarItem, TextInputToolbarItem.ID, Bool)])
    func matching(item: TextInputToolbarItem, id: TextInputToolbarItem.ID, matches: Bool) {
        #expect((id ~= item) == matches)
        let matchedInSwitch =
            switch item {
            case id: true
            default: false
            }
        #expect(matchedInSwitch == matches)
    }

    @Test("Next enabled and not enabled are different items")
    func equality() {
        #expect(TextInputToolbarItem.next(isEnabled: true) != .next(isEnabled: false))
        #expect(TextInputToolbarItem.title("A") != .title("B"))
        #expect(TextInputToolbarItem.done == .done)
    }
}

@Suite("A toolbar draws every item but the field's title when its appearance hides the title")
struct TextInputToolbarItemDrawnTests {
    static let counter = TextInputToolbarItem(id: TextInputToolbarItem.ID("count"), title: "3/40", style: .label)
    static let titleButton = TextInputToolbarItem(id: .title, title: "Card", style: .plain)
    static let items: [TextInputToolbarItem] = [.previous(isEnabled: false), .title("Card"), counter, titleButton, .flexibleSpace, .done]

    @Test(
        "which items are drawn",
        arguments: [
            (true, items),
            (false, [.previous(isEnabled: false), counter, titleButton, .flexibleSpace, .done]),
        ])
    func drawn(showingTitle: Bool, expected: [TextInputToolbarItem]) {
        #expect(TextInputToolbarItem.drawn(Self.items, showingTitle: showingTitle) == expected)
    }
}
