extension TextInputToolbarItem.ID {
    /// The autofill plugin's item (``TextInputToolbarItem/autoFill``).
    public static let autoFill = Self("autoFill")
}

extension TextInputToolbarItem {
    /// Shows or hides the field's autofill suggestions in the keyboard's place: the item a
    /// ``TextInputAutoFill`` adds to the toolbar while it has matches, and handles.
    ///
    /// ```swift
    /// binding.performToolbarItem(.autoFill)   // the matches show, or hide
    /// ```
    public static var autoFill: TextInputToolbarItem {
        TextInputToolbarItem(id: .autoFill, title: TextInputString.autoFill.currentLanguageWord)
    }
}
