#if os(iOS) || os(visionOS)
import TextInputCore
import UIKit

/// The autofill matches of a field, shown in the keyboard's place: the UIKit view of
/// ``TextInputCore/TextInputAutoFill``. Create it with `binding.attachSuggestionsView(for:)`.
///
/// ```swift
/// let cities = TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Parma", "Prague"]))
/// binding.attach(cities)
/// binding.attachSuggestionsView(for: cities)
/// ```
///
/// While the plugin's `isShowingMatches` is true the view is the field's `inputView`: a title,
/// a Cancel button that brings the keyboard back (`hideMatches()`), and a table of the matches,
/// the selected one highlighted, with "No Suggestions" when there are none. A tap on a row
/// accepts its match; a swipe removes it, when the source allows it. The view is as high as
/// the keyboard it replaces, in a window of the same height, and its content slides up over
/// the keyboard's place and back down (see `TextInputSuggestionsView+KeyboardReplacement.swift` for why not more).
///
/// The header is laid out leading to trailing and mirrors in right-to-left languages; its
/// fonts follow Dynamic Type. Style the public subviews freely.
@MainActor
public final class TextInputSuggestionsView: UIInputView, UIInputViewAudioFeedback {
    /// Makes the cell of a suggestion; ``plainCell(in:at:for:)`` is the default.
    ///
    /// ```swift
    /// let makeCell: TextInputSuggestionsView.MakeCell = { tableView, indexPath, suggestion in
    ///     TextInputSuggestionsView.plainCell(in: tableView, at: indexPath, for: suggestion)
    /// }
    /// ```
    public typealias MakeCell =
        @MainActor (
            _ tableView: UITableView,
            _ indexPath: IndexPath,
            _ suggestion: TextInputSuggestion
        ) -> UITableViewCell

    /// The table of suggestions. Its data source and delegate belong to the view.
    public let tableView = UITableView(frame: .zero, style: .plain)
    /// "Suggestions", above the table.
    public let titleLabel = UILabel()
    /// "Cancel": hides the matches, and the keyboard comes back.
    public let cancelButton: UIButton
    /// "No Suggestions", shown in the table when it has no row.
    public let emptyLabel = UILabel()

    /// The suggestions shown, best first.
    ///
    /// ```swift
    /// binding.suggestionsView?.suggestions.map(\.text)   // ["Paris", "Parma"]
    /// ```
    public var suggestions: [TextInputSuggestion] {
        rows.rows
    }

    /// What slides in and out: everything in the view, which itself stays where the keyboard
    /// is, so that nothing above it moves.
    let slidingContent = UIView()

    /// The keyboard heights seen, which the view takes in the keyboard's place.
    var keyboardHeights = KeyboardReplacementHeight()

    /// The field whose keyboard the view replaces. Heights are recorded against its window, so
    /// they are looked up with it: the view's own window (the keyboard's) can differ in height
    /// (Stage Manager, Slide Over).
    weak var textField: (any TextInputUIKitView)?

    /// The autofill plugin whose matches the view shows.
    let autoFill: TextInputAutoFill
    /// The binding the view is attached to, while it is.
    weak var binding: (any TextInputBindingType)?
    /// Whether the view is in the keyboard's place: Core's decisions.
    var replacement = KeyboardReplacement()

    private let rows: TableRows<TextInputSuggestion>

    init(autoFill: TextInputAutoFill, makeCell: @escaping MakeCell) {
        self.autoFill = autoFill
        rows = TableRows(makeCell: makeCell) { [weak autoFill] suggestion in
            UIDevice.playKeyboardClick()
            autoFill?.accept(suggestion.text)
        }
        cancelButton = .trailingTextButton(title: TextInputString.cancel.localized()) { [weak autoFill] in
            autoFill?.hideMatches()
        }
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 216), inputViewStyle: .keyboard)
        // Sized by `intrinsicContentSize`, which follows the keyboard's height.
        allowsSelfSizing = true
        autoresizingMask = [.flexibleWidth]
        // The content sliding down must not draw outside the keyboard's place.
        clipsToBounds = true
        // "Remove", when the source lets the user remove suggestions; no action otherwise. The
        // action is not `.destructive`: that style deletes the row itself at once, and the reload
        // that follows the removal would then find one row too few and crash (cmux #9291,
        // AlphaWallet #1976, SwipeCellKit #53). The swipe closes first; the removal then asks the
        // source again, and the table reloads from its answer.
        rows.swipeActions = { [weak autoFill] suggestion in
            guard let autoFill, autoFill.source.canRemove else { return [] }
            let remove = UIContextualAction(
                style: .normal,
                title: TextInputString.removeSuggestion.localized()
            ) { [weak autoFill] _, _, completion in
                completion(true)
                autoFill?.remove(suggestion.text)
            }
            remove.backgroundColor = .systemRed
            return [remove]
        }
        tableView.dataSource = rows
        tableView.delegate = rows
        arrangeSubviews()
        #if os(iOS)
        // A selector observer is removed by the notification center itself with the view.
        NotificationCenter.default.addObserver(
            self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        #endif
    }

    /// The view is built in code only.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// True: a tapped suggestion or Cancel clicks as a key of the keyboard does, where the
    /// user has keyboard clicks on.
    public var enableInputClicksWhenVisible: Bool {
        true
    }

    /// VoiceOver's escape (a two-finger scrub) closes the suggestions and brings the keyboard
    /// back, as Cancel does.
    override public func accessibilityPerformEscape() -> Bool {
        autoFill.hideMatches()
        return true
    }

    // MARK: - Showing

    /// Shows `suggestions`, highlighting the selected one; reloads only when they changed.
    func show(_ suggestions: [TextInputSuggestion]) {
        if suggestions != rows.rows {
            rows.rows = suggestions
            tableView.reloadData()
        }
        emptyLabel.isHidden = !suggestions.isEmpty
        if let selected = suggestions.firstIndex(where: \.isSelected) {
            let indexPath = IndexPath(row: selected, section: 0)
            tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
            tableView.scrollToRow(at: indexPath, at: .none, animated: true)
        } else if let selected = tableView.indexPathForSelectedRow {
            tableView.deselectRow(at: selected, animated: false)
        }
    }

    /// Puts the content in the keyboard's place, or below it, out of sight.
    func placeContent(visible: Bool) {
        slidingContent.transform = visible ? .identity : CGAffineTransform(translationX: 0, y: max(bounds.height, keyboardHeights.shownHeight))
    }

    // MARK: - Height

    /// As high as the keyboard was in a window as high as the field's.
    override public var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: keyboardHeights.shownHeight)
    }

    /// Takes the keyboard's height for a window as high as the field's, when it differs; without
    /// a window the view keeps its height (Core's `KeyboardReplacementHeight.fit(inWindowOfHeight:)`).
    func fitKeyboard() {
        guard let newHeight = keyboardHeights.fit(inWindowOfHeight: textField?.window?.bounds.height ?? 0) else { return }
        // Before UIKit places the view, its frame is the size it starts at.
        if window == nil {
            frame.size.height = newHeight
        }
        invalidateIntrinsicContentSize()
    }

    #if os(iOS)
    /// Notes the height of the field's keyboard while the field shows the keyboard itself (not
    /// this view), so that the view can take its place at the same height; what counts is Core's
    /// ``TextInputCore/KeyboardReplacementHeight``.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        guard let textField, textField.isFirstResponder, textField.inputView == nil,
            let window = textField.window,
            let frame = KeyboardFrameChange(notification)?.frame(in: window)
        else { return }
        keyboardHeights.noteKeyboard(frame: frame, accessoryHeight: textField.inputAccessoryView?.bounds.height ?? 0, in: window.bounds)
    }
    #endif

    /// Follows the field's window's height: rotation, Split View, Stage Manager.
    override public func layoutSubviews() {
        super.layoutSubviews()
        fitKeyboard()
    }

    // MARK: - Layout

    /// A header row (the title leading, Cancel trailing) over the table, within the layout
    /// margins; the table reaches the bottom edge and insets its rows by the safe area itself.
    private func arrangeSubviews() {
        titleLabel.text = TextInputString.suggestions.localized()
        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.accessibilityTraits = .header

        emptyLabel.text = TextInputString.noSuggestions.localized()
        emptyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        emptyLabel.adjustsFontForContentSizeCategory = true
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        emptyLabel.numberOfLines = 0
        emptyLabel.isHidden = true
        tableView.backgroundView = emptyLabel
        tableView.backgroundColor = .clear

        let header = UIStackView(arrangedSubviews: [titleLabel, cancelButton])
        header.alignment = .firstBaseline
        header.spacing = UIStackView.spacingUseSystem
        header.translatesAutoresizingMaskIntoConstraints = false
        tableView.translatesAutoresizingMaskIntoConstraints = false
        slidingContent.translatesAutoresizingMaskIntoConstraints = false
        slidingContent.addSubview(header)
        slidingContent.addSubview(tableView)
        addSubview(slidingContent)
        NSLayoutConstraint.activate([
            slidingContent.leadingAnchor.constraint(equalTo: leadingAnchor),
            slidingContent.trailingAnchor.constraint(equalTo: trailingAnchor),
            slidingContent.topAnchor.constraint(equalTo: topAnchor),
            slidingContent.bottomAnchor.constraint(equalTo: bottomAnchor),
            header.leadingAnchor.constraint(equalTo: slidingContent.layoutMarginsGuide.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: slidingContent.layoutMarginsGuide.trailingAnchor),
            header.topAnchor.constraint(equalTo: slidingContent.layoutMarginsGuide.topAnchor),
            tableView.topAnchor.constraint(equalToSystemSpacingBelow: header.bottomAnchor, multiplier: 1),
            tableView.leadingAnchor.constraint(equalTo: slidingContent.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: slidingContent.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: slidingContent.bottomAnchor),
        ])
    }
}

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
        let cell =
            tableView.dequeueReusableCell(withIdentifier: plainCellIdentifier)
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
            let bold = font.fontDescriptor.withSymbolicTraits(.traitBold)
        {
            // Size 0 keeps the descriptor's size, which is the body font's at this text size.
            text.addAttribute(.font, value: UIFont(descriptor: bold, size: 0), range: NSRange(range, in: suggestion.text))
        }
        return text
    }
}
#endif
