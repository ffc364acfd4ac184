/// One item of the toolbar above the keyboard, as a model the UIKit and AppKit modules and the
/// terminal playground turn into views.
///
/// ```swift
/// binding.toolbarItems
/// // [.previous(isEnabled: false), .next(isEnabled: true), .title("Card number"),
/// //  .flexibleSpace, .done]
/// ```
public enum TextInputToolbarItem: Hashable, Sendable {
    /// Moves to the previous field.
    case previous(isEnabled: Bool)
    /// Moves to the next field.
    case next(isEnabled: Bool)
    /// Ends editing.
    case done
    /// Space that pushes the items after it to the trailing edge.
    case flexibleSpace
    /// A text label, such as the field's placeholder.
    case title(String)
    /// Shows or hides the field's autofill suggestions in the keyboard's place.
    case autoFill
    /// An item shown but not enabled, such as `.disabled(.done)`. Previous and Next carry their
    /// own flag instead.
    indirect case disabled(TextInputToolbarItem)

    /// Whether the user can choose the item: false for `.disabled`, Previous and Next that are
    /// not enabled, and the items that do nothing (title, space).
    public var isEnabled: Bool {
        switch self {
        case let .previous(isEnabled), let .next(isEnabled): isEnabled
        case .done, .autoFill: true
        case .flexibleSpace, .title, .disabled: false
        }
    }
}

extension [TextInputToolbarItem] {
    /// The items with `item` put before the flexible space, which pushes the trailing items
    /// (Done) to the edge; at the end when there is none. How a plugin adds one item to the
    /// toolbar others propose.
    ///
    /// ```swift
    /// [.next(isEnabled: true), .flexibleSpace, .done].inserting(.autoFill)
    /// // [.next(isEnabled: true), .autoFill, .flexibleSpace, .done]
    /// ```
    public func inserting(_ item: TextInputToolbarItem) -> [TextInputToolbarItem] {
        var items = self
        items.insert(item, at: firstIndex(of: .flexibleSpace) ?? endIndex)
        return items
    }
}
