// Stand-in for Apple's UIKit: the suggestions list. See UIKit.swift.

/// Row: `UITableView.init(frame:style:)` (suggestions list): `@MainActor class UITableView : UIScrollView`.
@MainActor open class UITableView: UIScrollView {
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?
    open var backgroundView: UIView?
    open var indexPathForSelectedRow: IndexPath? { nil }
    open func reloadData() {}
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
}

/// Row: `UITableViewDataSource`: `@MainActor protocol UITableViewDataSource : NSObjectProtocol`.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}
/// Row: `UITableViewDelegate.tableView(_:trailingSwipeActionsConfigurationForRowAt:)`: `@MainActor protocol UITableViewDelegate : UIScrollViewDelegate`
/// (all requirements optional).
@MainActor public protocol UITableViewDelegate: NSObjectProtocol {
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
}
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
}

/// Row: `UITableViewCell.defaultContentConfiguration()` / `contentConfiguration`.
@MainActor open class UITableViewCell: UIView {
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    open var contentConfiguration: (any UIContentConfiguration)?
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
}
/// Row: `UITableViewCell.defaultContentConfiguration()`: `protocol UIContentConfiguration`.
@MainActor public protocol UIContentConfiguration {}
/// Row: `UIListContentConfiguration.attributedText` / `textProperties.font`.
public struct UIListContentConfiguration: UIContentConfiguration {
    init() {}
    public var attributedText: NSAttributedString?
    public var textProperties = TextProperties()
    public struct TextProperties {
        public var font: UIFont = UIFont()
    }
}

/// Row: `UISwipeActionsConfiguration.init(actions:)` (removing a suggestion).
@MainActor open class UISwipeActionsConfiguration: NSObject {
    public convenience init(actions: [UIContextualAction]) { self.init() }
}
/// Row: `UIContextualAction.init(style:title:handler:)`.
@MainActor open class UIContextualAction: NSObject {
    /// Row: `UIContextualAction.Handler`.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) { self.init() }
    /// Row: `UIContextualAction.backgroundColor`.
    open var backgroundColor: UIColor!
    public enum Style: Int, Sendable { case normal, destructive }
}

extension IndexPath {
    /// Row: `UITableView.init(frame:style:)` (suggestions list): UIKit's `init(row: Int, section: Int)`.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// `var row: Int { get set }`
    public var row: Int { get { self[1] } set { self[1] = newValue } }
    /// `var section: Int { get set }`
    public var section: Int { get { self[0] } set { self[0] = newValue } }
}

extension NSValue {
    /// Row: `UIResponder.keyboardFrameEndUserInfoKey`: UIKit's `var cgRectValue: CGRect { get }`.
    public var cgRectValue: CGRect { .zero }
}
