#if canImport(UIKit) && !os(watchOS)
#if os(iOS) || os(visionOS)
import TextInputCore

/// One row of a ``TextInputSuggestionsView``: an autofill match as a cell shows it.
///
/// ```swift
/// binding.attachSuggestionsView(for: autoFill) { tableView, indexPath, suggestion in
///     let cell = TextInputSuggestionsView.plainCell(in: tableView, at: indexPath, for: suggestion)
///     cell.accessoryType = suggestion.isSelected ? .checkmark : .none
///     return cell
/// }
/// ```
public struct TextInputSuggestion: Hashable, Sendable {
    /// The match, as the autofill source gave it.
    public let text: String
    /// Its place among the matches, best first.
    public let index: Int
    /// Whether it is the selected match (``TextInputCore/TextInputAutoFill/selectedIndex``),
    /// which Return accepts.
    public let isSelected: Bool
    /// The part of ``text`` that spells what the user typed, to emphasise; nil when no part
    /// does (a match by a source of your own).
    public let matchedRange: Range<String.Index>?

    /// The suggestions for `matches`, the query being the text the user entered.
    static func suggestions(for matches: [String], selectedIndex: Int?, query: String) -> [TextInputSuggestion] {
        matches.enumerated().map { index, match in
            TextInputSuggestion(
                text: match,
                index: index,
                isSelected: index == selectedIndex,
                matchedRange: match.autoFillMatchedRange(of: query)
            )
        }
    }
}
#endif
#endif
