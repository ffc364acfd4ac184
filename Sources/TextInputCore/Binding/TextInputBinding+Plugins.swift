extension TextInputBinding {
    /// Attaches `plugin`; attaching one that is already attached does nothing.
    public func attach(_ plugin: any TextInputPlugin) {
        guard !plugins.contains(where: { $0 === plugin }) else { return }
        plugins.append(plugin)
        plugin.didAttach(to: self)
    }

    /// Detaches `plugin`.
    public func detach(_ plugin: any TextInputPlugin) {
        guard let index = plugins.firstIndex(where: { $0 === plugin }) else { return }
        plugin.willDetach(from: self)
        plugins.remove(at: index)
    }

    /// The toolbar items the first plugin with an opinion offers for this field; empty when none
    /// has one.
    public var toolbarItems: [TextInputToolbarItem] {
        plugins.lazy.compactMap { $0.toolbarItems(for: self) }.first ?? []
    }

    /// Performs `item` of the toolbar: the first plugin that handles it does. Answers whether
    /// one did.
    @discardableResult
    public func performToolbarItem(_ item: TextInputToolbarItem) -> Bool {
        plugins.contains { $0.handleToolbarItem(item, for: self) }
    }
}
