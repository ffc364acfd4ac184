#if os(iOS) || os(visionOS)
import UIKit

/// The data source and delegate of a table of the package's lists (the suggestions, the region
/// picker): one row per element of ``rows``, a cell made for each, a tap chooses the row's
/// element, and a trailing swipe shows the actions ``swipeActions`` gives it.
///
/// The table holds its data source and delegate weakly: the view that sets them keeps this.
@MainActor
final class TableRows<Row>: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The rows, in order.
    var rows: [Row] = []
    /// The swipe actions of a row; none by default.
    var swipeActions: @MainActor (Row) -> [UIContextualAction] = { _ in [] }

    private let makeCell: @MainActor (UITableView, IndexPath, Row) -> UITableViewCell
    private let choose: @MainActor (Row) -> Void

    /// Rows whose cells `makeCell` makes, and whose element `choose` receives when tapped.
    init(
        makeCell: @escaping @MainActor (UITableView, IndexPath, Row) -> UITableViewCell,
        choose: @escaping @MainActor (Row) -> Void
    ) {
        self.makeCell = makeCell
        self.choose = choose
        super.init()
    }

    /// The element of the row at `indexPath`, nil for a row no longer there (a tap or a swipe
    /// can arrive after the rows changed, before the table reloads).
    private func row(at indexPath: IndexPath) -> Row? {
        rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    }

    // MARK: - UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        makeCell(tableView, indexPath, rows[indexPath.row])
    }

    // MARK: - UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        row(at: indexPath).map(choose)
    }

    func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: row(at: indexPath).map(swipeActions) ?? [])
    }
}
#endif
