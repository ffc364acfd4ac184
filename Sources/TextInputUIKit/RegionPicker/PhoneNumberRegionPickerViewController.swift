#if os(iOS) || os(visionOS)
import TextInputCore
import UIKit

/// The region picker of a phone field: a searchable list of every region the field may hold,
/// each row its flag and name with "+" and the calling code beside, the field's region first
/// and checked. Typing in the search bar finds regions by name, code or calling code ("44",
/// "gb", "united k"); choosing a row makes the region the field's default region, formats the
/// field's text again, and dismisses the picker. Cancel dismisses it with nothing chosen.
///
/// Present it with `binding.presentRegionPicker(options:from:)`, which puts it in a navigation
/// controller (for its title, search bar and Cancel) shown as a sheet, or let the field's flag
/// button do so (`binding.attachRegionFlagButton(options:)`). It is made to be presented: a
/// choice and Cancel dismiss what presented it.
///
/// ```swift
/// let options = PhoneNumberTextInputOptions.options(defaultRegion: "US")
/// let phone = TextInputFormats.phoneNumber(options).bind(to: phoneField)
/// phone.presentRegionPicker(options: options, from: self)
/// ```
///
/// Which regions are listed, in which order, what a row says and what a choice does are
/// Core's (`PhoneNumberRegionPicker`); the view shows them. Style ``tableView`` freely.
@MainActor
public final class PhoneNumberRegionPickerViewController: UITableViewController, UISearchResultsUpdating {
    private static let cellIdentifier = "TextInputKit.PhoneNumberRegionCell"

    private let picker: PhoneNumberRegionPicker
    /// The regions found, a row each; a tap makes the row's region the field's and closes the
    /// picker.
    private lazy var rows = TableRows<PhoneNumberRegionPicker.Row>(makeCell: Self.cell) { [weak self] row in
        self?.picker.choose(row.region)
        self?.close()
    }
    private let searchController = UISearchController(searchResultsController: nil)

    /// A picker for the field of `binding`, whose format was made with `options`, naming the
    /// regions in `locale`'s language.
    ///
    /// - Parameters:
    ///   - binding: The phone field's binding.
    ///   - options: The options the field's format was made with: the picker lists their
    ///     allowed regions, and reads the field's text with them.
    ///   - locale: The language of the regions' names.
    public init(binding: TextInputBinding<PhoneNumber>, options: PhoneNumberTextInputOptions, locale: Locale = .current) {
        picker = PhoneNumberRegionPicker(binding: binding, options: options, locale: locale)
        super.init(style: .plain)
    }

    /// The picker is built in code only.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// Sets the title, Cancel, the rows and the search bar, which stays shown while the list
    /// scrolls.
    override public func viewDidLoad() {
        super.viewDidLoad()
        rows.rows = picker.rows()
        tableView.dataSource = rows
        tableView.delegate = rows
        title = TextInputString.countryOrRegion.localized()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            primaryAction: UIAction(title: TextInputString.cancel.localized()) { [weak self] _ in
                self?.close()
            })
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    // MARK: - UISearchResultsUpdating

    /// Lists the regions that match what is typed in the search bar.
    public func updateSearchResults(for searchController: UISearchController) {
        rows.rows = picker.rows(matching: searchController.searchBar.text ?? "")
        tableView.reloadData()
    }

    /// The row's flag and name, its calling code beside, checked when it is the field's region.
    private static func cell(in tableView: UITableView, at indexPath: IndexPath, for row: PhoneNumberRegionPicker.Row) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: cellIdentifier)
            ?? UITableViewCell(style: .value1, reuseIdentifier: cellIdentifier)
        var content = UIListContentConfiguration.valueCell()
        content.text = row.title
        content.secondaryText = row.detail
        cell.contentConfiguration = content
        cell.accessoryType = row.isCurrent ? .checkmark : .none
        cell.accessibilityLabel = row.accessibilityLabel
        return cell
    }

    /// Dismisses the sheet. Asked of the view controller that presented it, since an active
    /// search is itself presented over the list, and the list's own `dismiss` would end only
    /// the search.
    private func close() {
        presentingViewController?.dismiss(animated: true)
    }
}

extension TextInputBinding where Value == PhoneNumber {
    /// Shows the phone field's region picker (``PhoneNumberRegionPickerViewController``) as a
    /// sheet over `presenter`, in a navigation controller, and returns the picker.
    ///
    /// ```swift
    /// @objc func chooseRegion() {
    ///     phone.presentRegionPicker(options: phoneOptions, from: self)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - options: The options the field's format was made with.
    ///   - presenter: The view controller that presents the sheet.
    ///   - locale: The language of the regions' names.
    @discardableResult
    public func presentRegionPicker(
        options: PhoneNumberTextInputOptions,
        from presenter: UIViewController,
        locale: Locale = .current
    ) -> PhoneNumberRegionPickerViewController {
        let picker = PhoneNumberRegionPickerViewController(binding: self, options: options, locale: locale)
        let navigation = UINavigationController(rootViewController: picker)
        navigation.modalPresentationStyle = .pageSheet
        presenter.present(navigation, animated: true)
        return picker
    }
}
#endif
