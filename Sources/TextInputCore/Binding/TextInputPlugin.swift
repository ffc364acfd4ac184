/// An optional behaviour attached to a binding: form navigation, autofill suggestions, inline
/// completion, a keyboard bar.
///
/// A plugin observes every event of the bindings it is attached to, and may answer the questions
/// a field asks: what to do on Return, which return key and toolbar items to show, what a
/// toolbar item does. Every method has a default implementation that does nothing and has no
/// opinion, so a plugin implements only what it needs.
///
/// Plugins are attached with ``TextInputBindingType/attach(_:)``, or brought along by a format
/// (``TextInputFormat/withPlugin(_:)``): each binding of such a format attaches a plugin of its
/// own when it is bound.
///
/// ```swift
/// final class ReturnEndsEditing: TextInputPlugin {
///     func handleReturn(for binding: any TextInputBindingType) -> Bool {
///         binding.endEditing()
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

    /// Whether the plugin completes what it offers inside the field (a selected suggestion, an
    /// inline completion) when the user presses Return or chooses a toolbar item. Such plugins
    /// are asked before the ones that act on the form (move on, finish), whatever order they
    /// were attached in, so that Return or Next never leaves behind a choice the user was about
    /// to make. False by default.
    var completesInputOnReturn: Bool { get }

    /// The return key `binding`'s field should show, or nil for no opinion.
    func returnKey(for binding: any TextInputBindingType) -> TextInputReturnKey?

    /// Adds the plugin's items to the toolbar above the keyboard of `binding`'s field: a
    /// plugin of its own appends to ``TextInputToolbarLayout/items``, a form navigator fills the
    /// navigation, title and trailing parts. Leaves `layout` alone for no opinion. Every plugin
    /// is asked, in the order they were attached, each writing only its own part, so none
    /// drops the items of another.
    func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType)

    /// The user chose `item` in the toolbar. Answers true when the plugin handled it, which
    /// stops it from reaching later plugins. A plugin recognises its own items by their
    /// identity (``TextInputToolbarItem/id``).
    func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool
}

extension TextInputPlugin {
    public func didAttach(to binding: any TextInputBindingType) {}
    public func willDetach(from binding: any TextInputBindingType) {}
    public func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {}
    public func handleReturn(for binding: any TextInputBindingType) -> Bool { false }
    public var completesInputOnReturn: Bool { false }
    public func returnKey(for binding: any TextInputBindingType) -> TextInputReturnKey? { nil }
    public func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType) {}
    public func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool { false }
}
