// Stand-in for Apple's UIKit: the phone region picker's sheet and the field's flag button. See
// UIKit.swift. Members of classes declared elsewhere are added in extensions (as computed
// properties and final methods: this module is only type-checked).

/// Row: `UITableViewController.init(style:)`: `@MainActor class UITableViewController : UIViewController`
/// (with `UITableViewDataSource` and `UITableViewDelegate`).
@MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// `init(style: UITableView.Style)`
    public init(style: UITableView.Style) { super.init() }
    /// `init?(coder: NSCoder)`
    public required init?(coder: NSCoder) { super.init() }
    /// Row: `UITableViewController.tableView`: `var tableView: UITableView! { get set }`.
    open var tableView: UITableView!
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

extension UIViewController {
    /// Row: `UIViewController.title`: `var title: String? { get set }`.
    public var title: String? { get { nil } set {} }
    /// Row: `UIViewController.navigationItem`: `var navigationItem: UINavigationItem { get }`.
    public var navigationItem: UINavigationItem { UINavigationItem() }
    /// Row: `UIViewController.present(_:animated:completion:)`.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// Row: `UIViewController.dismiss(animated:completion:)`.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// Row: `UIViewController.presentingViewController`: `var presentingViewController: UIViewController? { get }`.
    public var presentingViewController: UIViewController? { nil }
    /// Row: `UIViewController.modalPresentationStyle`: `var modalPresentationStyle: UIModalPresentationStyle { get set }`.
    public var modalPresentationStyle: UIModalPresentationStyle { get { .automatic } set {} }
}
/// Row: `UIViewController.modalPresentationStyle`: `enum UIModalPresentationStyle`.
public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2, none = -1, fullScreen = 0, pageSheet, formSheet
}

/// Row: `UINavigationController.init(rootViewController:)`: `@MainActor class UINavigationController : UIViewController`.
@MainActor open class UINavigationController: UIViewController {
    /// `init(rootViewController: UIViewController)`
    public init(rootViewController: UIViewController) { super.init() }
}

/// Row: `UINavigationItem.leftBarButtonItem`: `@MainActor class UINavigationItem : NSObject`.
@MainActor open class UINavigationItem: NSObject {
    /// `var leftBarButtonItem: UIBarButtonItem? { get set }`
    open var leftBarButtonItem: UIBarButtonItem?
    /// Row: `UINavigationItem.searchController`: `var searchController: UISearchController? { get set }`.
    open var searchController: UISearchController?
    /// Row: `UINavigationItem.hidesSearchBarWhenScrolling`: `var hidesSearchBarWhenScrolling: Bool { get set }`.
    open var hidesSearchBarWhenScrolling: Bool = true
}

/// Row: `UISearchController.init(searchResultsController:)`: `@MainActor class UISearchController : UIViewController`.
@MainActor open class UISearchController: UIViewController {
    /// `init(searchResultsController: UIViewController?)`
    public init(searchResultsController: UIViewController?) { super.init() }
    /// Row: `UISearchController.searchResultsUpdater`: `weak var searchResultsUpdater: (any UISearchResultsUpdating)? { get set }`.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Row: `UISearchController.obscuresBackgroundDuringPresentation`: `var obscuresBackgroundDuringPresentation: Bool { get set }`.
    open var obscuresBackgroundDuringPresentation: Bool = true
    /// Row: `UISearchController.searchBar`: `var searchBar: UISearchBar { get }`.
    open var searchBar: UISearchBar { UISearchBar() }
}
/// Row: `UISearchBar.text`: `@MainActor class UISearchBar : UIView`.
@MainActor open class UISearchBar: UIView {
    /// `var text: String? { get set }`
    open var text: String?
}
/// Row: `UISearchResultsUpdating.updateSearchResults(for:)`: `@MainActor protocol UISearchResultsUpdating : NSObjectProtocol`.
@MainActor public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// `func updateSearchResults(for searchController: UISearchController)`
    func updateSearchResults(for searchController: UISearchController)
}

extension UIListContentConfiguration {
    /// Row: `UIListContentConfiguration.valueCell()`: `static func valueCell() -> UIListContentConfiguration`.
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// Row: `UIListContentConfiguration.text` / `secondaryText`: `var text: String? { get set }`.
    public var text: String? { get { nil } set {} }
    public var secondaryText: String? { get { nil } set {} }
}

extension UITableViewCell {
    /// Row: `UITableViewCell.accessoryType`: `var accessoryType: UITableViewCell.AccessoryType { get set }`.
    public var accessoryType: AccessoryType { get { .none } set {} }
    /// Row: `UITableViewCell.accessoryType`: `enum AccessoryType`.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
}

extension UITextField {
    /// Row: `UITextField.leftView` / `leftViewMode`: `var leftView: UIView? { get set }`.
    public var leftView: UIView? { get { nil } set {} }
    /// `var leftViewMode: UITextField.ViewMode { get set }`
    public var leftViewMode: ViewMode { get { .never } set {} }
    /// Row: `UITextField.leftView` / `leftViewMode`: `enum ViewMode`.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
}

extension UIView {
    /// Row: `accessibilityValue`: `var accessibilityValue: String? { get set }`.
    public var accessibilityValue: String? { get { nil } set {} }
}
