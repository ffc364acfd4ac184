#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

/// Navigators over the bound text fields and text views inside a view, found by walking its
/// view tree; Core orders them and keeps each in its place.
extension TextInputFormNavigator {
    /// A navigator over every bound text field and text view inside `view`, in `order`: the view
    /// tree's order (IQKeyboardManager's by-subviews) or reading order from the fields' frames
    /// (by position).
    /// Bind the fields first. The bindings keep the navigator alive: the result may be dropped.
    ///
    /// In a table or collection view a field's place is its cell's row, not the cell: call
    /// ``place(fieldsIn:)`` when rows appear (`tableView(_:willDisplay:forRowAt:)`, after a
    /// reload), and a field whose cell was reused for another row takes that row's place.
    ///
    /// ```swift
    /// TextInputFormNavigator(fieldsIn: formStackView, order: .position())
    /// ```
    @discardableResult
    public convenience init(fieldsIn view: UIView, order: TreeOrder = .hierarchy) {
        self.init(view.placedFields(), order: order)
    }

    /// Finds the bound text fields and text views inside `view` again and puts each in its place
    /// (see ``TextInputCore/TextInputFormNavigator/place(_:)``).
    ///
    /// ```swift
    /// navigator.place(fieldsIn: tableView)
    /// ```
    public func place(fieldsIn view: UIView) {
        place(view.placedFields())
    }
}

extension UIView {
    /// The bound text fields and text views inside the view, each with its index path in the
    /// tree and its frame in the view's coordinates.
    func placedFields() -> [TextInputFormNavigator.PlacedField] {
        var found: [TextInputFormNavigator.PlacedField] = []
        collectPlacedFields(into: &found, path: [], root: self, list: nil)
        return found
    }

    /// Walks the tree below the view at `path`. `list` is the nearest table or collection view
    /// above, whose cells stand at their rows' index paths: where a reused cell sits among its
    /// siblings says nothing about its row. The list's other subviews (headers) get -1 first,
    /// so that no path of theirs is a row's (Core's
    /// `TextInputFormNavigator.pathSteps(index:row:isSubviewOfList:)`).
    private func collectPlacedFields(
        into found: inout [TextInputFormNavigator.PlacedField], path: [Int], root: UIView, list: UIView?
    ) {
        if let binding = UITextInputViewHost.existingHost(for: self)?.binding {
            found.append(TextInputFormNavigator.PlacedField(binding, path: path, frame: root.convert(bounds, from: self)))
        }
        let list = self is UITableView || self is UICollectionView ? self : list
        for (index, subview) in subviews.enumerated() {
            let steps = TextInputFormNavigator.pathSteps(index: index, row: subview.row(in: list), isSubviewOfList: self === list)
            subview.collectPlacedFields(into: &found, path: path + steps, root: root, list: list)
        }
    }

    /// The view's row, when it is a cell of `list`.
    private func row(in list: UIView?) -> IndexPath? {
        (self as? UITableViewCell).flatMap { (list as? UITableView)?.indexPath(for: $0) }
            ?? (self as? UICollectionViewCell).flatMap { (list as? UICollectionView)?.indexPath(for: $0) }
    }
}
#endif
