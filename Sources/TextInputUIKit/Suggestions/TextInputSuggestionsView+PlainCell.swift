#if canImport(UIKit) && !os(watchOS)
#if os(iOS) || os(visionOS)
import UIKit

extension TextInputSuggestionsView {
    /// The reuse identifier of ``plainCell(in:at:for:)``.
    static let plainCellIdentifier = "TextInputKit.PlainSuggestionCell"

    /// The default cell: the match in the body font, with the part that spells what the user
    /// typed in bold. A custom `makeCell` can start from it.
    ///
    /// ```swift
    /// binding.attachSuggestionsView(for: autoFill) { tableView, indexPath, suggestion in
    ///     let cell = TextInputSuggestionsView.plainCell(in: tableView, at: indexPath, for: suggestion)
    ///     cell.imageView?.image = UIImage(systemName: "mappin")
    ///     return cell
    /// }
    /// ```
    public static func plainCell(in tableView: UITableView, at indexPath: IndexPath, for suggestion: TextInputSuggestion) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: plainCellIdentifier)
            ?? UITableViewCell(style: .default, reuseIdentifier: plainCellIdentifier)
        var content = cell.defaultContentConfiguration()
        content.attributedText = emphasised(suggestion, font: content.textProperties.font)
        cell.contentConfiguration = content
        return cell
    }

    /// The suggestion's text with its matched range in the bold face of `font`.
    private static func emphasised(_ suggestion: TextInputSuggestion, font: UIFont) -> NSAttributedString {
        let text = NSMutableAttributedString(string: suggestion.text, attributes: [.font: font])
        if let range = suggestion.matchedRange,
           let bold = font.fontDescriptor.withSymbolicTraits(.traitBold) {
            // Size 0 keeps the descriptor's size, which is the body font's at this text size.
            text.addAttribute(.font, value: UIFont(descriptor: bold, size: 0), range: NSRange(range, in: suggestion.text))
        }
        return text
    }
}
#endif
#endif
