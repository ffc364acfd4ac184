// snippet.hide
import Foundation
import TextInputCore

// snippet.show
// snippet.plugin
extension TextInputToolbarItem.ID {
    static let characterCount = Self("com.example.characterCount")
    static let clear = Self("com.example.clear")
}

final class CharacterCount: TextInputPlugin {
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType) {
        let count = binding.text.count
        layout.items.append(TextInputToolbarItem(
            id: .characterCount, title: "\(count)/\(limit)",
            accessibilityLabel: "\(count) of \(limit) characters", style: .label))
        layout.items.append(TextInputToolbarItem(
            id: .clear, title: "Clear", symbol: "xmark.circle", isEnabled: count > 0))
    }

    func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool {
        guard item.id == .clear else { return false }
        binding.replaceCharacters(in: binding.text.startIndex..<binding.text.endIndex, with: "", kind: .programmatic)
        return true
    }
}
// snippet.using
let field = TextInputSimulator(text: "Hello")
field.placeholder = "Message"
let binding = TextInputFormats.plain.bind(to: field)
binding.attach(CharacterCount(limit: 40))
TextInputFormNavigator([binding])               // attached after, or before: the same bar
print(binding.toolbarItems.map(\.title))        // ["Message", "5/40", "Clear", "", "Done"]
// snippet.hide
precondition(binding.toolbarItems.map(\.title) == ["Message", "5/40", "Clear", "", "Done"])
// snippet.show
binding.performToolbarItem(binding.toolbarItems[2])
print(field.text)                               // ""
// snippet.hide
precondition(field.text == "")
