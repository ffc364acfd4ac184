#if canImport(UIKit) && !os(watchOS)
#if os(iOS) || os(visionOS)
import TextInputCore
import UIKit

/// The suggestions view of a field bound to a `UITextField`.
extension TextInputBindingType {
    /// Shows the matches of `autoFill` in the keyboard's place while it shows them
    /// (``TextInputCore/TextInputAutoFill/isShowingMatches``), and answers the view. The plugin
    /// is attached to the binding first if it is not yet; a view attached before is replaced.
    ///
    /// The view chains itself to `autoFill.onChange`: set your own `onChange` before this call
    /// (it keeps running first), and it is given back when the view is detached.
    ///
    /// ```swift
    /// let cities = TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Parma", "Prague"]))
    /// binding.attachSuggestionsView(for: cities)
    /// ```
    ///
    /// - Parameter makeCell: Makes the cell of each suggestion; by default
    ///   ``TextInputSuggestionsView/plainCell(in:at:for:)``.
    @discardableResult
    public func attachSuggestionsView(
        for autoFill: TextInputAutoFill,
        makeCell: TextInputSuggestionsView.MakeCell? = nil
    ) -> TextInputSuggestionsView {
        detachSuggestionsView()
        if !plugins.contains(where: { $0 === autoFill }) {
            attach(autoFill)
        }
        let view = TextInputSuggestionsView(autoFill: autoFill, makeCell: makeCell ?? TextInputSuggestionsView.plainCell(in:at:for:))
        attach(SuggestionsPresenter(view: view, autoFill: autoFill))
        return view
    }

    /// The suggestions view attached to the binding, if any.
    ///
    /// ```swift
    /// binding.suggestionsView?.tableView.rowHeight = 52
    /// ```
    public var suggestionsView: TextInputSuggestionsView? {
        plugins.compactMap { ($0 as? SuggestionsPresenter)?.view }.first
    }

    /// Removes the suggestions view: the keyboard comes back if the view was in its place, and
    /// the autofill plugin stays attached (its matches still reach the toolbar and Return).
    ///
    /// ```swift
    /// binding.detachSuggestionsView()
    /// ```
    public func detachSuggestionsView() {
        for presenter in plugins.compactMap({ $0 as? SuggestionsPresenter }) {
            detach(presenter)
        }
    }
}
#endif
#endif
