#if canImport(UIKit) && !os(watchOS)
#if os(iOS) || os(visionOS)
import TextInputCore
import UIKit

/// The data source and delegate of the suggestions table: rows from the suggestions, a tap
/// accepts one, a swipe removes one when the source allows it.
@MainActor
final class SuggestionsTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// The rows.
    var suggestions: [TextInputSuggestion] = []

    private weak var autoFill: TextInputAutoFill?
    private let makeCell: TextInputSuggestionsView.MakeCell

    init(autoFill: TextInputAutoFill, makeCell: @escaping TextInputSuggestionsView.MakeCell) {
        self.autoFill = autoFill
        self.makeCell = makeCell
        super.init()
    }

    // MARK: - UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        suggestions.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        makeCell(tableView, indexPath, suggestions[indexPath.row])
    }

    // MARK: - UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard suggestions.indices.contains(indexPath.row) else { return }
        autoFill?.accept(suggestions[indexPath.row].text)
    }

    /// "Remove", when the source lets the user remove suggestions; no action otherwise.
    ///
    /// The action is not `.destructive`: that style deletes the row itself at once, and the
    /// reload that follows the removal would then find one row too few and crash (cmux #9291,
    /// AlphaWallet #1976, SwipeCellKit #53). The swipe closes first; the removal then asks the
    /// source again, and the table reloads from its answer.
    func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let autoFill, autoFill.source.canRemove, suggestions.indices.contains(indexPath.row) else {
            return UISwipeActionsConfiguration(actions: [])
        }
        let match = suggestions[indexPath.row].text
        let remove = UIContextualAction(
            style: .normal,
            title: TextInputString.removeSuggestion.localized()
        ) { [weak autoFill] _, _, completion in
            completion(true)
            autoFill?.remove(match)
        }
        remove.backgroundColor = .systemRed
        return UISwipeActionsConfiguration(actions: [remove])
    }
}
#endif
#endif
