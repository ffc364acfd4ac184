/// An optional behaviour attached to a binding: form navigation, autofill suggestions, return-key
/// handling and the like.
///
/// A plugin observes every event of the bindings it is attached to, and may answer the questions
/// a field asks: what to do on Return, which toolbar items to show, what a toolbar item does.
/// Every method has a default implementation that does nothing and has no opinion, so a plugin
/// implements only what it needs.
///
/// ```swift
/// final class ReturnEndsEditing: TextInputPlugin {
///     func handleReturn(for binding: any TextInputBindingType) -> Bool {
///         binding.host?.endEditing()
///         return true
///     }
/// }
/// binding.attach(ReturnEndsEditing())
/// ```
@MainActor
public protocol TextInputPlugin: AnyObject {
    /// The plugin was attached to `binding`.
    func didAttach(to binding: any TextInputBindingType)

    /// The plugin is being detached from `binding` (explicitly, or because it was unbound).
    func willDetach(from binding: any TextInputBindingType)

    /// `binding` reported `event`; its value is erased to `Any`.
    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>)

    /// The user pressed Return in `binding`'s field. Answers true when the plugin handled it,
    /// which stops the question from reaching later plugins and the field.
    func handleReturn(for binding: any TextInputBindingType) -> Bool

    /// The toolbar items to show above the keyboard for `binding`'s field, or nil for no opinion.
    func toolbarItems(for binding: any TextInputBindingType) -> [TextInputToolbarItem]?

    /// The user chose `item` in the toolbar. Answers true when the plugin handled it.
    func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool
}

extension TextInputPlugin {
    public func didAttach(to binding: any TextInputBindingType) {}
    public func willDetach(from binding: any TextInputBindingType) {}
    public func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {}
    public func handleReturn(for binding: any TextInputBindingType) -> Bool { false }
    public func toolbarItems(for binding: any TextInputBindingType) -> [TextInputToolbarItem]? { nil }
    public func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool { false }
}

/// One item of the toolbar above the keyboard, as a model the UIKit and AppKit modules turn into
/// views.
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
}
