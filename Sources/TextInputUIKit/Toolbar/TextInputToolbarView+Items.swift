#if canImport(UIKit) && !os(watchOS)
#if os(iOS)
import TextInputCore
import UIKit

/// How each toolbar item of the model becomes a bar button item.
extension TextInputToolbarView {
    /// The bar button item for `item`, or nil for a title the appearance hides.
    func barButtonItem(for item: TextInputToolbarItem) -> UIBarButtonItem? {
        switch item {
        case let .disabled(shown):
            let button = barButtonItem(for: shown)
            button?.isEnabled = false
            return button
        case let .previous(isEnabled):
            // Up and down, as the keyboard toolbars of iOS's own forms: fields follow each
            // other down the form, so the chevrons need no mirroring in right-to-left languages
            // (the bar mirrors their order).
            return button(for: item, word: .previous, systemImageName: "chevron.up", isEnabled: isEnabled)
        case let .next(isEnabled):
            return button(for: item, word: .next, systemImageName: "chevron.down", isEnabled: isEnabled)
        case .done:
            return doneButton()
        case .autoFill:
            return button(for: item, word: .autoFill, systemImageName: nil, isEnabled: true)
        case .flexibleSpace:
            return .flexibleSpace()
        case let .title(title):
            return appearance.showsTitle ? titleItem(title) : nil
        }
    }

    /// A button that performs `item`: its image, or its word when it has none. The word is the
    /// title either way: a bar shows the image in its place, and the title names the button
    /// in the bar's overflow menu and in the Large Content Viewer (Dynamic Type in bars).
    private func button(
        for item: TextInputToolbarItem,
        word: TextInputString,
        systemImageName: String?,
        isEnabled: Bool
    ) -> UIBarButtonItem {
        let label = word.localized()
        let image = systemImageName.flatMap { UIImage(systemName: $0) }
        let action = UIAction(title: label, image: image) { [weak self] _ in
            self?.perform(item)
        }
        let button = UIBarButtonItem(title: nil, image: nil, primaryAction: action, menu: nil)
        button.accessibilityLabel = label
        button.isEnabled = isEnabled
        return button
    }

    /// Done, in the bar's prominent style.
    private func doneButton() -> UIBarButtonItem {
        let button = button(for: .done, word: .done, systemImageName: nil, isEnabled: true)
        #if compiler(>=6.2)
        if #available(iOS 26.0, macCatalyst 26.0, *) {
            button.style = .prominent
        } else {
            button.style = .done
        }
        #else
        button.style = .done
        #endif
        return button
    }

    /// The field's title, which gives way (truncates) before the buttons do.
    private func titleItem(_ title: String) -> UIBarButtonItem {
        let label = UILabel()
        label.text = title
        label.font = appearance.scaledTitleFont
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.lineBreakMode = .byTruncatingTail
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return UIBarButtonItem(customView: label)
    }
}
#endif
#endif
