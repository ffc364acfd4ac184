/// One match of a ``TextInputAutoFill`` as a list shows it: the row of `TextInputUIKit`'s
/// suggestions view, which its cells are made from.
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
    /// Whether it is the selected match (``TextInputAutoFill/selectedIndex``), which Return
    /// accepts.
    public let isSelected: Bool
    /// The part of ``text`` that spells what the user typed, to emphasise; nil when no part
    /// does (a match by a source of your own).
    public let matchedRange: Range<String.Index>?

    /// A suggestion; the matches of a ``TextInputAutoFill`` come as
    /// `autoFill.suggestions(query:)`.
    package init(text: String, index: Int, isSelected: Bool, matchedRange: Range<String.Index>?) {
        self.text = text
        self.index = index
        self.isSelected = isSelected
        self.matchedRange = matchedRange
    }
}

extension TextInputAutoFill {
    /// The matches as a list shows them, best first: the selected one marked, and in each the
    /// part that spells `query`, the text the user entered.
    ///
    /// ```swift
    /// let suggestions = autoFill.suggestions(query: binding.enteredText)
    /// suggestions.map(\.text)   // ["Paris", "Parma"]
    /// ```
    package func suggestions(query: String) -> [TextInputSuggestion] {
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
