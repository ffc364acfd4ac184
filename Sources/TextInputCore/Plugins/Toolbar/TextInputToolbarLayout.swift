/// Where the items of a field's toolbar go: navigation leads, the field's title follows, then
/// the items plugins add, and a flexible space pushes the trailing items (Done) to the edge.
///
/// Each plugin writes its own part (``TextInputPlugin/addToolbarItems(to:for:)``): a form
/// navigator the navigation, title and trailing items, any other plugin its items. No plugin
/// rebuilds the whole bar, so the order plugins were attached in drops no one's items; it only
/// orders the plugins' items among themselves.
///
/// ```swift
/// var layout = TextInputToolbarLayout()
/// layout.navigation = [.previous(isEnabled: false), .next(isEnabled: true)]
/// layout.title = "City"
/// layout.trailing = [.done]
/// layout.items.append(.autoFill)
/// layout.arrangedItems
/// // [.previous(isEnabled: false), .next(isEnabled: true), .title("City"), .autoFill,
/// //  .flexibleSpace, .done]
/// ```
public struct TextInputToolbarLayout: Hashable, Sendable {
    /// The leading items that move through the form: Previous and Next.
    public var navigation: [TextInputToolbarItem]
    /// The field's title, shown after the navigation; nil for none.
    public var title: String?
    /// The items plugins add, in the order the plugins were attached.
    public var items: [TextInputToolbarItem]
    /// The items at the trailing edge, such as Done.
    public var trailing: [TextInputToolbarItem]

    /// A layout with these parts; empty by default.
    public init(
        navigation: [TextInputToolbarItem] = [],
        title: String? = nil,
        items: [TextInputToolbarItem] = [],
        trailing: [TextInputToolbarItem] = []
    ) {
        self.navigation = navigation
        self.title = title
        self.items = items
        self.trailing = trailing
    }

    /// The items in the order the bar shows them, leading to trailing; a flexible space
    /// separates the trailing items when there are any.
    public var arrangedItems: [TextInputToolbarItem] {
        var arranged = navigation
        if let title, !title.isEmpty {
            arranged.append(.title(title))
        }
        arranged += items
        if !trailing.isEmpty {
            arranged.append(.flexibleSpace)
            arranged += trailing
        }
        return arranged
    }
}

extension TextInputBindingType {
    /// The toolbar items the plugins give the field, leading to trailing (``toolbarLayout``).
    /// Empty when no plugin has an opinion.
    public var toolbarItems: [TextInputToolbarItem] {
        toolbarLayout.arrangedItems
    }
}
