extension TextInputToolbarItem {
    /// The items a toolbar draws of `items`: all of them, except the field's title when the
    /// toolbar's appearance hides it (the title's label; a plugin's own label stays either way).
    ///
    /// ```swift
    /// TextInputToolbarItem.drawn([.previous(isEnabled: false), .title("Card"), .done], showingTitle: false)
    /// // [.previous(isEnabled: false), .done]
    /// ```
    package static func drawn(_ items: [TextInputToolbarItem], showingTitle: Bool) -> [TextInputToolbarItem] {
        showingTitle ? items : items.filter { $0.id != .title || $0.style != .label }
    }
}
