/// What plugins read and do through any binding, written once for every binding type: the toolbar
/// and the Return key, worked out from ``TextInputBindingType/plugins`` alone, and the entered text.
extension TextInputBindingType {
    /// The toolbar of this field, each plugin's items in their place: a form navigator gives
    /// Previous, Next, a title and Done, an autofill plugin adds its item.
    public var toolbarLayout: TextInputToolbarLayout {
        plugins.reduce(into: TextInputToolbarLayout()) { layout, plugin in
            plugin.addToolbarItems(to: &layout, for: self)
        }
    }

    /// Performs `item` of the toolbar: every plugin is offered it in turn until one handles it,
    /// those that complete input in the field first, as for Return (``performReturn()``).
    /// Answers whether one did.
    @discardableResult
    public func performToolbarItem(_ item: TextInputToolbarItem) -> Bool {
        let handler =
            plugins.first { $0.completesInputOnReturn && $0.handleToolbarItem(item, for: self) }
            ?? plugins.first { !$0.completesInputOnReturn && $0.handleToolbarItem(item, for: self) }
        logDecision(.plugin, handler.map { "\(type(of: $0)) handles the toolbar item \(item.id)" } ?? "no plugin handles the toolbar item \(item.id)")
        return handler != nil
    }

    /// The return key the field should show: the first plugin's opinion, or
    /// ``TextInputReturnKey/default``.
    public var returnKey: TextInputReturnKey {
        plugins.lazy.compactMap { $0.returnKey(for: self) }.first ?? .default
    }

    /// Offers Return to the plugins in turn until one handles it, as when the user presses it
    /// (without asking the app's own delegate first): first those that complete input in the
    /// field (``TextInputPlugin/completesInputOnReturn``), then the others, each group in the
    /// order they were attached. Answers whether one did.
    @discardableResult
    public func performReturn() -> Bool {
        let handler =
            plugins.first { $0.completesInputOnReturn && $0.handleReturn(for: self) }
            ?? plugins.first { !$0.completesInputOnReturn && $0.handleReturn(for: self) }
        logDecision(.plugin, handler.map { "\(type(of: $0)) handles Return" } ?? "no plugin handles Return")
        return handler != nil
    }

    /// The text the user entered, ``text`` without its provisional text (``provisionalRange``):
    /// the query of autofill suggestions, "L" while the field shows "Lyon", "yon" suggested.
    package var enteredText: String {
        let text = self.text
        return provisionalRange.map { String(text[..<$0.lowerBound]) } ?? text
    }
}
